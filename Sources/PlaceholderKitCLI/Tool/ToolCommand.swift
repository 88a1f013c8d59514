import ArgumentParser

/// A command of `placeholderkit`: swift-argument-parser parses its declarations (options,
/// flags, arguments, groups), and it runs with the tool's ``Terminal``, returning the exit
/// status. ``PlaceholderKitTool/run(_:terminal:)`` calls ``run(terminal:)``, never `run()`.
protocol ToolCommand: ParsableCommand {
    func run(terminal: Terminal) throws -> Int32
}
