extension SwiftSyntaxDeckData {
    /// The "Access Control" cards, as a JSON array of ``StarterDeckEntry`` objects.
    static let accessControl = #"""
        [
          {
            "key": "access-fileprivate",
            "category": "Access Control",
            "front": "Which access level limits a declaration to the source file that declares it?",
            "back": "fileprivate",
            "explanation": "A `fileprivate` declaration is visible to all code in the same file, including other types. `private` is narrower: the enclosing declaration plus its extensions in that file.",
            "distractors": [
              "private",
              "internal",
              "local"
            ],
            "answerIsCode": true,
            "code": "fileprivate func checksum(_ text: String) -> Int {\n    text.utf8.reduce(0) { $0 &+ Int($1) }\n}\n\nstruct Upload {\n    var body: String\n\n    func isValid(expected: Int) -> Bool {\n        checksum(body) == expected\n    }\n}\n"
          },
          {
            "key": "access-private",
            "category": "Access Control",
            "front": "Which access level limits a member to its enclosing type and that type's extensions in the same file?",
            "back": "private",
            "explanation": "`private` is the most restrictive access level. Since Swift 4, extensions of the type in the same file can also see its `private` members.",
            "distractors": [
              "fileprivate",
              "internal",
              "protected"
            ],
            "pitfall": "Swift has no `protected`; subclasses get no extra access to their superclass's members.",
            "answerIsCode": true,
            "code": "struct Account {\n    private var pin = \"0000\"\n}\n\nextension Account {\n    func matches(_ attempt: String) -> Bool {\n        attempt == pin\n    }\n}\n"
          },
          {
            "key": "access-internal-default",
            "category": "Access Control",
            "front": "Which access level does a declaration get when you write no access modifier?",
            "back": "internal",
            "explanation": "Internal declarations are visible anywhere in the same module but not to modules that import it.",
            "distractors": [
              "public",
              "private",
              "fileprivate"
            ],
            "pitfall": "Swift's default is not `public`; a library must mark its API explicitly.",
            "answerIsCode": true
          },
          {
            "key": "access-open",
            "category": "Access Control",
            "front": "Which access level lets code in other modules subclass a class and override its methods?",
            "back": "open",
            "explanation": "A `public` class can be used from other modules but not subclassed there. `open` explicitly allows subclassing and overriding outside the defining module.",
            "distractors": [
              "public",
              "package",
              "internal"
            ],
            "pitfall": "`public` is enough to call the class's methods from another module, but not to override them.",
            "answerIsCode": true,
            "code": "open class Shape {\n    public init() {}\n\n    open func area() -> Double {\n        0\n    }\n}\n"
          },
          {
            "key": "access-private-set",
            "category": "Access Control",
            "front": "Declare a property `count`, starting at 0, that the rest of the module can read but only the type can change",
            "back": "private(set) var count = 0",
            "explanation": "`private(set)` lowers the setter's access level while the getter keeps the declaration's level, here `internal`.",
            "distractors": [
              "private var count = 0 { get }",
              "var count = 0 private(set)",
              "readonly var count = 0"
            ],
            "answerIsCode": true,
            "code": "struct Counter {\n    private(set) var count = 0\n\n    mutating func increment() {\n        count += 1\n    }\n}\n"
          },
          {
            "key": "access-package",
            "category": "Access Control",
            "front": "Which access level exposes a declaration to other modules in the same package, but not to outside clients?",
            "back": "package",
            "explanation": "`package` (Swift 5.9+) sits between `internal` and `public`. SwiftPM passes the package name to the compiler, so targets in the same package can see these declarations.",
            "distractors": [
              "internal",
              "public",
              "open"
            ],
            "answerIsCode": true
          },
          {
            "key": "access-memberwise-init-internal",
            "category": "Access Control",
            "front": "A `public struct` with `public` stored properties is used from another module. Why can't clients call its memberwise initialiser?",
            "back": "The synthesised memberwise initialiser is `internal`; the struct needs an explicit `public init`",
            "explanation": "Swift never makes a synthesised initialiser public for you. A library author writes the public initialiser they want to offer.",
            "distractors": [
              "Memberwise initialisers are `private` unless the struct is `final`",
              "Clients must call it with `try` because it's implicitly throwing",
              "Only classes get memberwise initialisers, not structs"
            ],
            "answerIsCode": false,
            "code": "public struct Point {\n    public var x: Double\n    public var y: Double\n\n    public init(x: Double, y: Double) {\n        self.x = x\n        self.y = y\n    }\n}\n"
          },
          {
            "key": "access-private-in-extension",
            "category": "Access Control",
            "front": "```swift\nstruct Counter { private var value = 0 }\nextension Counter {\n    mutating func bump() { value += 1 }\n}\n```",
            "back": "Compiles: an extension in the same file can use the type's `private` members",
            "explanation": "Since Swift 4, `private` covers the type's declaration and its extensions in the same source file. An extension in another file couldn't see `value`.",
            "distractors": [
              "Doesn't compile: `value` is private to the struct's own braces",
              "Compiles only if `value` is changed to `fileprivate`",
              "Compiles, but `bump()` silently changes a copy of `value`"
            ],
            "answerIsCode": false,
            "code": "struct Counter { private var value = 0 }\nextension Counter {\n    mutating func bump() { value += 1 }\n}\n"
          },
          {
            "key": "access-error-inaccessible",
            "category": "Access Control",
            "front": "'secret' is inaccessible due to 'private' protection level",
            "back": "Code outside the declaring type uses its `private` member; widen the access level or expose it another way",
            "explanation": "The message names the access level that blocks the use. Often the better fix is a narrow accessor, such as a method or computed property, rather than exposing the storage.",
            "distractors": [
              "The member is `public` but its type is `private`",
              "The member is read before the initialiser sets it",
              "The member is `internal` and used from another module"
            ],
            "answerIsCode": false,
            "errorCode": "struct Vault {\n    private var secret = 42\n}\n\nfunc peek(into vault: Vault) -> Int {\n    vault.secret\n}\n",
            "expectedError": "'secret' is inaccessible due to 'private' protection level"
          },
          {
            "key": "access-error-public-requirement",
            "category": "Access Control",
            "front": "property 'name' must be declared public because it matches a requirement in public protocol 'Named'",
            "back": "A `public` type conforms to a `public` protocol through an `internal` member; mark the member `public`",
            "explanation": "A member that satisfies a requirement needs the lower of the type's and the protocol's access levels. Otherwise clients could see the conformance but not the member.",
            "distractors": [
              "The protocol must be `open` before public types can conform to it",
              "The property must be `let` because the protocol only requires `{ get }`",
              "A `private` type can't conform to a public protocol"
            ],
            "answerIsCode": false,
            "errorCode": "public protocol Named {\n    var name: String { get }\n}\n\npublic struct User: Named {\n    var name: String\n}\n",
            "expectedError": "property 'name' must be declared public because it matches a requirement in public protocol 'Named'"
          },
          {
            "key": "access-error-fileprivate-parameter",
            "category": "Access Control",
            "front": "method must be declared fileprivate because its parameter uses a fileprivate type",
            "back": "An `internal` method takes a `fileprivate` type; lower the method's access level or raise the type's",
            "explanation": "A declaration can't be more visible than the types in its signature, or callers outside the file couldn't name them.",
            "distractors": [
              "A `fileprivate` method is called from another file",
              "A method parameter is missing an argument label",
              "A `fileprivate` type is used as a generic argument inside the method body"
            ],
            "answerIsCode": false,
            "errorCode": "fileprivate struct Token {}\n\nstruct Session {\n    func use(_ token: Token) {}\n}\n",
            "expectedError": "method must be declared fileprivate because its parameter uses a fileprivate type"
          }
        ]
        """#
}
