/// A rule between fields of one spec object, declared once: the check validation runs
/// after each field's own bounds, the problem it reports, and the JSON Schema that says the
/// same (one element of the object's `allOf`), as ``SpecBounds`` declares one field's limit.
/// A type lists its rules in ``SpecObject/rules``.
///
/// Like ``SpecField``, a rule holds closures only: its keys are string literals, and its
/// schema is made when used.
struct SpecRule<Root>: Sendable {
    /// The key the problem names (under the object's path; nil: the object itself) and the
    /// problem, or nil when `root` keeps the rule.
    let problem: @Sendable (Root) -> (key: String?, problem: String)?
    /// What every object keeping the rule meets.
    let schema: @Sendable () -> JSONValue

    /// Throws a ``ModelError`` when `root`, the object at `path`, breaks the rule.
    func check(_ root: Root, path: String) throws {
        guard let (key, problem) = problem(root) else { return }
        throw ModelError(field: key.map { fieldPath(path, $0) } ?? path, problem: problem)
    }
}

extension SpecRule {
    /// `runsKey` (runs standing for the text) is given instead of `plainKey`: both together
    /// only while the plain text is empty (`attributedText` and `text`).
    static func instead<Runs>(_ runsKey: String, _ runs: KeyPath<Root, Runs?> & Sendable,
                              of plainKey: String, _ plain: KeyPath<Root, String> & Sendable) -> SpecRule {
        SpecRule(problem: { root in
            root[keyPath: runs] != nil && !root[keyPath: plain].isEmpty ? (runsKey, "cannot be used together with \(plainKey); give one of them") : nil
        }, schema: {
            .object([.init("not", .object([.init("required", .array([.string(plainKey), .string(runsKey)])),
                                           .init("properties", .object([.init(plainKey, .object([.init("minLength", .number(1))]))]))]))])
        })
    }

    /// `key` is not empty unless `otherKey` is given (a font's family, unless it has a file).
    static func nonEmpty<Other>(_ key: String, _ path: KeyPath<Root, String> & Sendable,
                                unless otherKey: String, _ other: KeyPath<Root, Other?> & Sendable) -> SpecRule {
        SpecRule(problem: { root in
            root[keyPath: other] == nil && root[keyPath: path].isEmpty ? (key, "must not be empty") : nil
        }, schema: {
            .object([.init("anyOf", .array([.object([.init("required", .array([.string(otherKey)]))]),
                                            .object([.init("properties", .object([.init(key, .object([.init("minLength", .number(1))]))]))])]))])
        })
    }

    /// One of two optional fields at least is given (an accessory's width or text).
    static func either<First, Second>(_ firstKey: String, _ first: KeyPath<Root, First?> & Sendable,
                                      or secondKey: String, _ second: KeyPath<Root, Second?> & Sendable) -> SpecRule {
        SpecRule(problem: { root in
            root[keyPath: first] == nil && root[keyPath: second] == nil ? (nil, "needs a \(firstKey) or a \(secondKey)") : nil
        }, schema: {
            .object([.init("anyOf", .array([firstKey, secondKey].map { .object([.init("required", .array([.string($0)]))]) }))])
        })
    }
}

/// Two keys a spec object cannot both give, declared once: the check decoding runs on the
/// keys given (before the type settles what they imply), its problem, and the JSON Schema
/// that says the same. A type lists them in ``SpecObject/conflicts``.
struct SpecConflict: Sendable {
    /// The key the problem names.
    let key: String
    /// The key it cannot be given with.
    let other: String
    /// Why, when the problem says it.
    let reason: String?

    init(_ key: String, _ other: String, reason: String? = nil) {
        self.key = key
        self.other = other
        self.reason = reason
    }

    /// Throws a ``ModelError`` when both keys are among `given`, the keys of the object at `path`.
    func check(given: Set<String>, path: @autoclosure () -> String) throws {
        guard given.contains(key), given.contains(other) else { return }
        let path = path()
        throw ModelError(field: fieldPath(path, key), problem: "and \(fieldPath(path, other)) cannot both be set" + (reason.map { ": \($0)" } ?? ""))
    }

    /// What every object without the conflict meets.
    var schema: JSONValue {
        .object([.init("not", .object([.init("required", .array([.string(key), .string(other)]))]))])
    }
}
