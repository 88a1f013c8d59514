import FoundationEssentials
import PlaceholderImage
import PlaceholderText
import PlaceholderFormat

/// What a build of PlaceholderKit is made of and draws with, as a CycloneDX 1.5 bill of
/// materials: each vendored library as the Debian source package it comes from (purl
/// `pkg:deb/debian/libpng1.6@1.6.48-1%2Bdeb13u5?arch=source&distro=debian-13`, with its CPE,
/// licence and the pool tarballs it was made from) and each package of the pinned font
/// set and of the pinned hyphenation dictionaries, with its files. Made from
/// ``PinnedStack/sources``, `PinnedFonts` and `PinnedDictionaries`, the tables
/// `scripts/vendor` and `scripts/bootstrap` read, so the bill cannot drift from what is
/// built. `placeholderkit --version --json` prints it, and `scripts/package` ships that
/// output in the bundle and the .deb.
///
/// With the `SystemLibraries` trait the rendering libraries are the system's: the bill then
/// names them by the versions they report, without a purl, since the build cannot know
/// which packages installed them.
public struct SoftwareBillOfMaterials: Encodable, Sendable {
    /// A purl, CPE and licence, as CycloneDX's `component` object holds them.
    public struct Component: Encodable, Sendable {
        public struct Hash: Encodable, Sendable {
            public var alg = "SHA-256"
            public var content: String
        }
        public struct Licence: Encodable, Sendable {
            public struct Named: Encodable, Sendable { public var name: String }
            public var expression: String?
            public var license: Named?
        }
        public struct Reference: Encodable, Sendable {
            public var type = "distribution"
            public var url: String
            public var hashes: [Hash]
        }
        public struct Property: Encodable, Sendable {
            public var name: String
            public var value: String
        }

        public var type: String
        public var bomRef: String
        public var name: String
        public var version: String?
        public var description: String?
        public var licenses: [Licence]?
        public var purl: String?
        public var cpe: String?
        public var hashes: [Hash]?
        public var externalReferences: [Reference]?
        public var properties: [Property]?
        public var components: [Component]?

        enum CodingKeys: String, CodingKey {
            case type, bomRef = "bom-ref", name, version, description, licenses, purl, cpe, hashes, externalReferences, properties, components
        }
    }

    public struct Metadata: Encodable, Sendable {
        public var component: Component
        public var properties: [Component.Property]
    }

    public var bomFormat = "CycloneDX"
    public var specVersion = "1.5"
    public var version = 1
    public var metadata: Metadata
    public var components: [Component]

    /// The bill of this build: `environment` says which stack it links and what renders.
    public init(environment: RenderingEnvironment = .current()) {
        let pinned = environment.stack != RenderingEnvironment.systemStack
        metadata = Metadata(
            component: Component(type: "application", bomRef: "placeholderkit", name: "placeholderkit", version: PlaceholderKitVersion.current,
                                 description: "UIKit-style text views with placeholders, rendered on Linux, and snapshot checks"),
            properties: [
                .init(name: "placeholderkit:stack", value: environment.stack ?? "unnamed"),
                .init(name: "placeholderkit:font-set", value: PinnedFonts.name),
                .init(name: "placeholderkit:hyphenation-set", value: PinnedDictionaries.name),
                .init(name: "placeholderkit:renderer", value: environment.renderer ?? "host"),
            ] + environment.libraries.sorted { $0.key < $1.key }.map { .init(name: "placeholderkit:linked:\($0.key)", value: $0.value) })
        // libhyphen is vendored in every build; the rest of the table only in the pinned stack's.
        let vendored = PinnedStack.sources.filter { pinned || $0.library == "hyphen" }
        var components = vendored.map(Self.component(of:))
        if !pinned {
            for (name, version) in environment.libraries.sorted(by: { $0.key < $1.key }) where name != "ICU" {
                components.append(Component(type: "library", bomRef: "system:\(name)", name: name, version: version,
                                            description: "the system's \(name), linked by the SystemLibraries trait"))
            }
        }
        components += PinnedFonts.packages.map { Self.component(of: $0, in: PinnedFonts.self, kind: "font", what: "fonts") }
        components += PinnedDictionaries.packages.map {
            Self.component(of: $0, in: PinnedDictionaries.self, kind: "hyphenation", what: "hyphenation dictionaries")
        }
        self.components = components
    }

    /// A vendored library: the Debian source package and the pool files it was made from.
    static func component(of source: PinnedStack.Source) -> Component {
        var references = [Component.Reference(url: "https://deb.debian.org/debian/pool/" + source.orig, hashes: [.init(content: source.origSHA256)])]
        if let debian = source.debian, let sha256 = source.debianSHA256 {
            references.append(.init(url: "https://deb.debian.org/debian/pool/" + debian, hashes: [.init(content: sha256)]))
        }
        return Component(
            type: "library", bomRef: "vendored:\(source.package)", name: source.library, version: source.upstream,
            description: "\(source.package) \(source.version) as Debian ships it, vendored into \(source.target)"
                + (source.note.map { "; \($0)" } ?? ""),
            licenses: [.init(expression: source.licence)],
            purl: purl(package: source.package, version: source.version, arch: "source", distro: PinnedStack.distro),
            cpe: source.cpe, externalReferences: references,
            properties: [.init(name: "placeholderkit:debian-version", value: source.version)])
    }

    /// A package of a pinned set (the fonts', `kind` font; the hyphenation dictionaries',
    /// `kind` hyphenation), with the files taken from it; `what` the set holds, in words.
    static func component<Pinned: PinnedSet>(of package: PinnedPackage, in set: Pinned.Type, kind: String, what: String) -> Component {
        Component(
            type: "file", bomRef: "\(kind):\(package.name)", name: package.name, version: package.version,
            description: "\(what) of the pinned set \(Pinned.name)",
            licenses: [.init(license: .init(name: package.licence))],
            purl: purl(package: package.name, version: package.version, arch: "all", distro: Pinned.distro),
            hashes: [.init(content: package.sha256)],
            externalReferences: [.init(url: "https://deb.debian.org/debian/" + package.pool, hashes: [.init(content: package.sha256)])],
            components: Pinned.files.filter { $0.package == package.name }.map { file in
                Component(type: "file", bomRef: "\(kind)-file:\(file.name)", name: file.name, hashes: [.init(content: file.sha256)])
            })
    }

    /// `pkg:deb/debian/NAME@VERSION?arch=ARCH&distro=DISTRO`, the version percent-encoded
    /// as the purl specification asks (`+` and the epoch's `:`).
    static func purl(package: String, version: String, arch: String, distro: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-_~".utf8)
        let encoded = version.utf8.map { allowed.contains($0) ? String(UnicodeScalar($0)) : "%" + CFormat.hex($0, digits: 2) }.joined()
        return "pkg:deb/debian/\(package)@\(encoded)?arch=\(arch)&distro=\(distro)"
    }

    /// The bill as JSON: keys sorted, two spaces a level, so the same build gives the same bytes.
    public func jsonData() throws -> Data {
        try JSONDocument.data(self)
    }
}
