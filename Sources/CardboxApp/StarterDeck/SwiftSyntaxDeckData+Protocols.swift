extension SwiftSyntaxDeckData {
    /// The "Protocols" cards, as a JSON array of ``StarterDeckEntry`` objects.
    static let protocols = #"""
        [
          {
            "key": "protocols-default-implementation",
            "category": "Protocols",
            "front": "```swift\nprotocol Greeter { func greet() -> String }\nextension Greeter { func greet() -> String { \"Hello\" } }\nstruct Bot: Greeter {}\n```",
            "back": "`Bot` conforms to `Greeter` by using the default `greet()` from the protocol extension",
            "explanation": "A protocol extension can give a requirement a default implementation. Conforming types use it unless they provide their own.",
            "distractors": [
              "Doesn't compile: `Bot` must implement `greet()` itself",
              "`Bot` conforms, but calling `greet()` on it traps at runtime",
              "`Bot` conforms only when it's stored in an `any Greeter`"
            ],
            "answerIsCode": false,
            "code": "protocol Greeter { func greet() -> String }\nextension Greeter { func greet() -> String { \"Hello\" } }\nstruct Bot: Greeter {}\n\nfunc demo() -> String {\n    Bot().greet()\n}\n"
          },
          {
            "key": "protocols-associatedtype",
            "category": "Protocols",
            "front": "Which keyword declares a placeholder type inside a protocol, filled in by each conforming type?",
            "back": "associatedtype",
            "explanation": "Each conformance chooses the associated type, often by inference from its method signatures. `Collection.Element` is a familiar example.",
            "distractors": [
              "typealias",
              "generic",
              "typedef"
            ],
            "pitfall": "A `typealias` inside a protocol names one fixed type; it isn't chosen by the conforming type.",
            "answerIsCode": true,
            "code": "protocol Container {\n    associatedtype Item\n    mutating func add(_ item: Item)\n}\n\nstruct Bag: Container {\n    var items: [String] = []\n\n    mutating func add(_ item: String) {\n        items.append(item)\n    }\n}\n"
          },
          {
            "key": "protocols-class-only",
            "category": "Protocols",
            "front": "Declare a protocol `Delegate` that only classes can adopt",
            "back": "protocol Delegate: AnyObject {}",
            "explanation": "Inheriting from `AnyObject` restricts a protocol to class types. That lets you hold conforming values in `weak` references.",
            "distractors": [
              "class protocol Delegate {}",
              "protocol Delegate: AnyClass {}",
              "protocol Delegate: Object {}"
            ],
            "pitfall": "`AnyClass` is the metatype `AnyObject.Type`, not a constraint that instances can satisfy.",
            "answerIsCode": true,
            "code": "protocol Delegate: AnyObject {}\n\nfinal class Screen {\n    weak var delegate: (any Delegate)?\n}\n"
          },
          {
            "key": "protocols-mutating-requirement",
            "category": "Protocols",
            "front": "Which keyword must a protocol method requirement have so that structs can change their properties in it?",
            "back": "mutating",
            "explanation": "A `mutating` requirement lets value types modify `self`. Classes satisfy it with an ordinary method, without the keyword.",
            "distractors": [
              "inout",
              "nonmutating",
              "var"
            ],
            "answerIsCode": true,
            "code": "protocol Resettable {\n    mutating func reset()\n}\n\nstruct Score: Resettable {\n    var points = 10\n\n    mutating func reset() {\n        points = 0\n    }\n}\n"
          },
          {
            "key": "protocols-composition",
            "category": "Protocols",
            "front": "Write a typealias `Person` for any type that conforms to both `Named` and `Aged`",
            "back": "typealias Person = Named & Aged",
            "explanation": "`&` builds a protocol composition: a type must conform to every protocol listed. Compositions work in generic constraints and in `some` and `any` types.",
            "distractors": [
              "typealias Person = Named, Aged",
              "typealias Person = Named | Aged",
              "typealias Person = Named + Aged"
            ],
            "answerIsCode": true,
            "code": "protocol Named { var name: String { get } }\nprotocol Aged { var age: Int { get } }\n\ntypealias Person = Named & Aged\n\nfunc describe(_ person: some Person) -> String {\n    \"\\(person.name), \\(person.age)\"\n}\n"
          },
          {
            "key": "protocols-required-init",
            "category": "Protocols",
            "front": "A non-final class satisfies a protocol's `init()` requirement. Which modifier must that initialiser have?",
            "back": "required",
            "explanation": "Subclasses inherit the conformance, so they must provide the initialiser as well, and `required` enforces that. A `final` class doesn't need it.",
            "distractors": [
              "convenience",
              "override",
              "public"
            ],
            "pitfall": "`convenience` describes how an initialiser delegates; it doesn't make subclasses provide it.",
            "answerIsCode": true,
            "code": "protocol Makeable {\n    init()\n}\n\nclass Widget: Makeable {\n    required init() {}\n}\n"
          },
          {
            "key": "protocols-capital-self",
            "category": "Protocols",
            "front": "Inside a protocol declaration, which name refers to the type that conforms to it?",
            "back": "Self",
            "explanation": "Capital `Self` stands for the conforming type, e.g. `func merged(with other: Self) -> Self`. Lowercase `self` is the current instance.",
            "distractors": [
              "Self.Type",
              "This",
              "Type"
            ],
            "pitfall": "`Self.Type` is the metatype of the conforming type, not the type itself.",
            "answerIsCode": true,
            "code": "protocol Mergeable {\n    func merged(with other: Self) -> Self\n}\n\nstruct Tally: Mergeable {\n    var count: Int\n\n    func merged(with other: Tally) -> Tally {\n        Tally(count: count + other.count)\n    }\n}\n"
          },
          {
            "key": "protocols-extension-static-dispatch",
            "category": "Protocols",
            "front": "```swift\nprotocol Animal {}\nextension Animal { func name() -> String { \"animal\" } }\nstruct Dog: Animal { func name() -> String { \"dog\" } }\nlet pet: any Animal = Dog()\nprint(pet.name())\n```",
            "back": "Prints \"animal\": `name()` isn't a requirement, so the extension method is chosen from the static type",
            "explanation": "Only protocol requirements are dispatched dynamically. A method that exists only in an extension is picked at compile time from the declared type, here `any Animal`.",
            "distractors": [
              "Prints \"dog\": the concrete type's method always wins",
              "Doesn't compile: `Dog` redeclares `name()`",
              "Prints \"dog\" and then \"animal\""
            ],
            "pitfall": "Declaring `func name() -> String` inside the protocol itself would make it print \"dog\".",
            "answerIsCode": false,
            "code": "protocol Animal {}\nextension Animal { func name() -> String { \"animal\" } }\nstruct Dog: Animal { func name() -> String { \"dog\" } }\n\nfunc demo() {\n    let pet: any Animal = Dog()\n    print(pet.name())\n}\n"
          },
          {
            "key": "protocols-property-requirement",
            "category": "Protocols",
            "front": "Write a protocol requirement for a `String` property `name` that conforming types must at least let callers read",
            "back": "var name: String { get }",
            "explanation": "Property requirements are always `var` with `{ get }` or `{ get set }`. A conforming type can satisfy `{ get }` with a `let`, a `var` or a computed property.",
            "distractors": [
              "let name: String",
              "var name: String",
              "var name: String { set }"
            ],
            "pitfall": "`let` isn't allowed in a protocol, and a bare `var` without accessors doesn't compile there either.",
            "answerIsCode": true,
            "code": "protocol Named {\n    var name: String { get }\n}\n\nstruct City: Named {\n    let name: String\n}\n"
          },
          {
            "key": "protocols-error-let-requirement",
            "category": "Protocols",
            "front": "protocols cannot require properties to be immutable; declare read-only properties by using 'var' with a '{ get }' specifier",
            "back": "A protocol declares a `let` property; write it as `var name: String { get }`",
            "explanation": "Protocols only describe which accessors exist, so property requirements are always `var`. A conforming type may still use `let` to satisfy `{ get }`.",
            "distractors": [
              "A struct uses `let` for a property that the protocol requires to be settable",
              "A protocol property is missing a default value",
              "A computed property in an extension has no getter"
            ],
            "answerIsCode": false,
            "errorCode": "protocol Named {\n    let name: String\n}\n",
            "expectedError": "protocols cannot require properties to be immutable; declare read-only properties by using 'var' with a '{ get }' specifier"
          },
          {
            "key": "protocols-error-does-not-conform",
            "category": "Protocols",
            "front": "type 'Square' does not conform to protocol 'Shape'",
            "back": "`Square` is missing, or mistypes, a requirement of `Shape`; implement every requirement",
            "explanation": "The compiler's notes list each missing requirement and can insert stubs. Names, argument labels and types must match the protocol exactly.",
            "distractors": [
              "`Square` is a struct but `Shape` can only be adopted by classes",
              "`Shape` has an associated type, so `Square` must be used as `any Shape`",
              "`Square` is declared in a different file from `Shape`"
            ],
            "answerIsCode": false,
            "errorCode": "protocol Shape {\n    func area() -> Double\n}\n\nstruct Square: Shape {\n    var side: Double\n}\n",
            "expectedError": "type 'Square' does not conform to protocol 'Shape'"
          },
          {
            "key": "protocols-synthesised-equatable",
            "category": "Protocols",
            "front": "```swift\nstruct Point: Equatable { var x: Int; var y: Int }\n```",
            "back": "The compiler synthesises `==`, comparing `x` and `y`; no implementation is needed",
            "explanation": "When all stored properties are `Equatable`, declaring the conformance is enough. `Hashable` is synthesised the same way, and so are both for enums whose associated values conform.",
            "distractors": [
              "Doesn't compile until you write `static func ==`",
              "The synthesised `==` compares the two values' memory addresses",
              "The synthesised `==` compares only the first property, `x`"
            ],
            "answerIsCode": false,
            "code": "struct Point: Equatable { var x: Int; var y: Int }\n\nfunc isOrigin(_ point: Point) -> Bool {\n    point == Point(x: 0, y: 0)\n}\n"
          }
        ]
        """#
}
