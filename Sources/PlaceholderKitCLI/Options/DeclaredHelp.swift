import ArgumentParser
import PlaceholderKit

extension ArgumentHelp {
    /// The help of `--name`, a flag that sets a spec property, from the property's
    /// declaration (``SpecSchema/declaredFlags``): its line of documentation and bounds, its
    /// value's name, then `note` for what only the command line adds. A switch's help says
    /// the value it sets. A name no property declares is a programming error, caught at
    /// start-up by every test that parses `render`.
    static func declared(_ name: String, _ note: String? = nil) -> ArgumentHelp {
        guard let declared = SpecSchema.declaredFlag(name) else {
            preconditionFailure("no spec property declares the flag --\(name)")
        }
        let sets = declared.flag.switchValue.map { "sets \(declared.key) to \($0): " } ?? ""
        return ArgumentHelp(sets + declared.description + (note.map { " (\($0))" } ?? ""), valueName: declared.flag.valueName)
    }
}
