/// The cards of the built-in "Swift Syntax" starter deck, as JSON.
enum SwiftSyntaxDeckData {
    /// A JSON array of ``StarterDeckEntry`` objects, one per card.
    static let json = #"""
        [
          {
            "key": "optionals-guard-let",
            "category": "Optionals",
            "front": "guard let user else { return }",
            "back": "Unwraps the optional `user`; leaves the scope when it is nil; `user` is non-optional for the rest of the scope",
            "explanation": "`guard let user` is shorthand for `guard let user = user` (Swift 5.7+). The `else` branch must exit the scope, so the code after the guard can rely on the unwrapped value.",
            "distractors": [
              "Unwraps `user` only inside the braces; after the guard it is still optional",
              "Force-unwraps `user` and traps at runtime when it is nil",
              "Returns early when `user` has a value and carries on when it is nil"
            ],
            "pitfall": "Unlike `if let`, the unwrapped name lives on after the guard statement, not inside its braces.",
            "answerIsCode": false,
            "code": "struct User {\n    var name: String\n}\n\nfunc greet(_ user: User?) {\n    guard let user else { return }\n    print(\"Hello, \\(user.name)\")\n}\n"
          },
          {
            "key": "optionals-nil-coalescing",
            "category": "Optionals",
            "front": "let name = nickname ?? \"Guest\"",
            "back": "`name` is `nickname` when it has a value, otherwise \"Guest\"; `name` is a non-optional `String`",
            "explanation": "The nil-coalescing operator `??` unwraps its left side or falls back to its right side. The right side is only evaluated when it's needed.",
            "distractors": [
              "`name` is a `String?` that is nil whenever `nickname` is nil",
              "`name` is \"Guest\" whenever `nickname` is nil or an empty string",
              "Traps at runtime when `nickname` is nil"
            ],
            "pitfall": "`??` doesn't treat an empty string as missing; only nil triggers the fallback.",
            "answerIsCode": false,
            "code": "func welcome(nickname: String?) -> String {\n    let name = nickname ?? \"Guest\"\n    return \"Welcome, \\(name)\"\n}\n"
          },
          {
            "key": "optionals-optional-chaining",
            "category": "Optionals",
            "front": "let count = user?.friends.count",
            "back": "`count` is an `Int?`: nil when `user` is nil, otherwise the number of friends",
            "explanation": "Optional chaining stops at the first nil and makes the whole expression optional, even though `friends.count` itself is a plain `Int`.",
            "distractors": [
              "`count` is an `Int` that is 0 when `user` is nil",
              "`count` is an `Int`, and the line traps when `user` is nil",
              "`count` is an `Int??` because two members are chained"
            ],
            "pitfall": "A chain adds only one level of optionality, so the result is `Int?`, not `Int??`.",
            "answerIsCode": false,
            "code": "struct User {\n    var friends: [String]\n}\n\nfunc friendCount(of user: User?) -> Int? {\n    let count = user?.friends.count\n    return count\n}\n"
          },
          {
            "key": "optionals-if-let-shorthand",
            "category": "Optionals",
            "front": "Write the shorthand `if` condition that unwraps an optional `title` into a constant with the same name",
            "back": "if let title",
            "explanation": "Since Swift 5.7, `if let title { … }` means `if let title = title { … }`. Inside the braces `title` is non-optional.",
            "distractors": [
              "if let title?",
              "if title?",
              "if let title!"
            ],
            "pitfall": "The `?` suffix belongs to patterns such as `case let title?`, not to optional binding.",
            "answerIsCode": true,
            "code": "func show(title: String?) {\n    if let title {\n        print(title.uppercased())\n    }\n}\n"
          },
          {
            "key": "optionals-force-unwrap",
            "category": "Optionals",
            "front": "let port = Int(\"8080\")!",
            "back": "Converts the string to an `Int` and force-unwraps it; traps at runtime if the conversion gives nil",
            "explanation": "`Int(_:)` from a string is a failable initialiser that returns `Int?`. The postfix `!` asserts that a value is present and stops the program when it isn't.",
            "distractors": [
              "Converts the string and uses 0 if the conversion fails",
              "Converts the string and throws an error if the conversion fails",
              "Makes `port` an implicitly unwrapped `Int!` that may still be nil"
            ],
            "pitfall": "`!` never falls back to a default and never throws; a nil value is a runtime trap.",
            "answerIsCode": false,
            "code": "func defaultPort() -> Int {\n    let port = Int(\"8080\")!\n    return port\n}\n"
          },
          {
            "key": "optionals-map",
            "category": "Optionals",
            "front": "let length = input.map { $0.count }  // input: String?",
            "back": "`length` is an `Int?`: the character count when `input` has a value, nil otherwise",
            "explanation": "`Optional.map` applies the closure to the wrapped value, if there is one, and wraps the result again. It's a compact alternative to `if let` for transforming a value.",
            "distractors": [
              "`length` is an `[Int]` holding a count for each character",
              "`length` is an `Int` that is 0 when `input` is nil",
              "`length` is an `Int??` because `map` adds a level of optionality"
            ],
            "pitfall": "On an optional, `map` works on the single wrapped value, not on the characters of the string.",
            "answerIsCode": false,
            "code": "func measure(_ input: String?) -> Int? {\n    let length = input.map { $0.count }  // input: String?\n    return length\n}\n"
          },
          {
            "key": "optionals-flatmap",
            "category": "Optionals",
            "front": "let port = portText.flatMap { Int($0) }  // portText: String?",
            "back": "`port` is an `Int?`: nil when `portText` is nil or isn't a valid number",
            "explanation": "`Int($0)` already returns an optional, so `map` would produce `Int??`. `flatMap` flattens the two levels into one.",
            "distractors": [
              "`port` is an `Int??`: the outer level for `portText`, the inner for the conversion",
              "`port` is an `[Int]` holding the digits of `portText`",
              "`port` is an `Int` that is 0 when the conversion fails"
            ],
            "pitfall": "`map` also compiles here, but gives the nested `Int??`; `flatMap` is what removes the extra level.",
            "answerIsCode": false,
            "code": "func parsePort(_ portText: String?) -> Int? {\n    let port = portText.flatMap { Int($0) }  // portText: String?\n    return port\n}\n"
          },
          {
            "key": "optionals-implicitly-unwrapped",
            "category": "Optionals",
            "front": "Declare a variable `label` whose type is an implicitly unwrapped optional `String`",
            "back": "var label: String!",
            "explanation": "An implicitly unwrapped optional can hold nil, but is force-unwrapped automatically wherever a non-optional is needed, so it traps if it's nil at that point.",
            "distractors": [
              "var label: String?",
              "var label!: String",
              "var label: !String"
            ],
            "pitfall": "`String?` is an ordinary optional that you must unwrap yourself.",
            "answerIsCode": true,
            "code": "final class Screen {\n    var label: String!\n\n    func show() {\n        label = \"Ready\"\n        let text: String = label\n        print(text)\n    }\n}\n"
          },
          {
            "key": "optionals-first-type",
            "category": "Optionals",
            "front": "What is the type of `scores.first` when `scores` is an `[Int]`?",
            "back": "Int?",
            "explanation": "`first` returns nil for an empty collection, so its type is the element type wrapped in an optional.",
            "distractors": [
              "Int",
              "[Int]?",
              "Int!"
            ],
            "pitfall": "`first` doesn't trap on an empty array the way `scores[0]` does; it returns nil instead.",
            "answerIsCode": true,
            "code": "func firstScore(in scores: [Int]) -> Int? {\n    let first: Int? = scores.first\n    return first\n}\n"
          },
          {
            "key": "optionals-if-var",
            "category": "Optionals",
            "front": "if var name { name += \"!\"; print(name) }",
            "back": "Unwraps `name` into a mutable local copy; changing the copy doesn't change the original optional",
            "explanation": "`if var` binds like `if let`, but the binding is a variable. It's a copy, so the optional outside the `if` keeps its old value.",
            "distractors": [
              "Unwraps `name` and also appends \"!\" to the original optional",
              "Doesn't compile: optional bindings must use `let`",
              "Sets `name` to \"!\" when it was nil"
            ],
            "answerIsCode": false,
            "code": "func shout(_ name: String?) {\n    if var name { name += \"!\"; print(name) }\n}\n"
          },
          {
            "key": "optionals-compare-with-true",
            "category": "Optionals",
            "front": "if user?.isAdmin == true { grantAccess() }",
            "back": "Calls `grantAccess()` only when `user` isn't nil and its `isAdmin` is true",
            "explanation": "`user?.isAdmin` is a `Bool?`. Comparing it with `== true` treats nil like false without unwrapping first.",
            "distractors": [
              "Doesn't compile: a `Bool?` can't be compared with `true`",
              "Calls `grantAccess()` when `user` is nil or `isAdmin` is true",
              "Traps at runtime when `user` is nil"
            ],
            "answerIsCode": false,
            "code": "struct User {\n    var isAdmin: Bool\n}\n\nfunc grantAccess() {\n    print(\"Access granted\")\n}\n\nfunc check(_ user: User?) {\n    if user?.isAdmin == true { grantAccess() }\n}\n"
          },
          {
            "key": "closures-weak-self",
            "category": "Closures",
            "front": "Write the capture list that captures `self` weakly",
            "back": "[weak self]",
            "explanation": "A weak capture doesn't keep the object alive and becomes nil once it's deallocated, so `self` is optional inside the closure. It's the usual way to break a reference cycle.",
            "distractors": [
              "[unowned self]",
              "(weak self)",
              "[weak: self]"
            ],
            "pitfall": "`[unowned self]` also avoids the cycle, but it isn't weak: it's non-optional and traps if the object has gone.",
            "answerIsCode": true,
            "code": "final class Loader {\n    var onFinish: (() -> Void)?\n    var status = \"idle\"\n\n    func start() {\n        onFinish = { [weak self] in\n            guard let self else { return }\n            self.status = \"done\"\n        }\n    }\n}\n"
          },
          {
            "key": "closures-unowned-self",
            "category": "Closures",
            "front": "Write the capture list that captures `self` without retaining it and without making it optional",
            "back": "[unowned self]",
            "explanation": "An unowned reference doesn't keep the object alive and is used like a non-optional. Use it only when the object is certain to outlive the closure; otherwise access traps.",
            "distractors": [
              "[weak self]",
              "[self]",
              "[strong self]"
            ],
            "pitfall": "`[weak self]` also avoids retaining, but makes `self` optional inside the closure.",
            "answerIsCode": true,
            "code": "final class Counter {\n    var value = 0\n    lazy var increment: () -> Void = { [unowned self] in\n        self.value += 1\n    }\n}\n"
          },
          {
            "key": "closures-escaping",
            "category": "Closures",
            "front": "Which attribute marks a closure parameter that may be stored and called after the function returns?",
            "back": "@escaping",
            "explanation": "Closure parameters are non-escaping by default. Storing one in a property or calling it later requires `@escaping`.",
            "distractors": [
              "@autoclosure",
              "@Sendable",
              "@nonescaping"
            ],
            "pitfall": "`@Sendable` is about crossing concurrency domains, not about outliving the call.",
            "answerIsCode": true,
            "code": "final class EventBus {\n    private var handlers: [() -> Void] = []\n\n    func subscribe(_ handler: @escaping () -> Void) {\n        handlers.append(handler)\n    }\n}\n"
          },
          {
            "key": "closures-autoclosure",
            "category": "Closures",
            "front": "Which attribute wraps an argument expression in a closure automatically, so it's only evaluated if needed?",
            "back": "@autoclosure",
            "explanation": "With `@autoclosure` the caller writes a plain expression and the function receives `() -> T`. The standard library's `??` and `assert` use it so the expression runs only when required.",
            "distractors": [
              "@escaping",
              "@lazy",
              "@inlinable"
            ],
            "pitfall": "`lazy` is a modifier for stored properties; there is no `@lazy` attribute for parameters.",
            "answerIsCode": true,
            "code": "func log(_ message: @autoclosure () -> String, enabled: Bool) {\n    if enabled {\n        print(message())\n    }\n}\n\nfunc demo() {\n    log(\"Total: \\(21 * 2)\", enabled: false)\n}\n"
          },
          {
            "key": "closures-trailing-sorted",
            "category": "Closures",
            "front": "let ranked = scores.sorted { $0 > $1 }",
            "back": "`ranked` is a new array of the scores in descending order; the comparison is a trailing closure",
            "explanation": "`sorted(by:)` takes a closure that returns true when its first argument should come first. `$0` and `$1` are shorthand names for the two arguments.",
            "distractors": [
              "Sorts `scores` in place in descending order and returns nothing",
              "`ranked` is a new array of the scores in ascending order",
              "`ranked` is a `Bool` telling whether `scores` is already in descending order"
            ],
            "pitfall": "`sorted` returns a new array; the in-place method is `sort`.",
            "answerIsCode": false,
            "code": "func rank(_ scores: [Int]) -> [Int] {\n    let ranked = scores.sorted { $0 > $1 }\n    return ranked\n}\n"
          },
          {
            "key": "closures-shorthand-map",
            "category": "Closures",
            "front": "let doubled = values.map { $0 * 2 }",
            "back": "`doubled` is a new array with every element of `values` multiplied by 2",
            "explanation": "`map` calls the closure once per element and collects the results in order. `$0` is the shorthand name of the closure's first parameter.",
            "distractors": [
              "Doubles each element of `values` in place",
              "`doubled` is the first element of `values` multiplied by 2",
              "`doubled` is a new array containing `values` twice"
            ],
            "answerIsCode": false,
            "code": "func doubleAll(_ values: [Int]) -> [Int] {\n    let doubled = values.map { $0 * 2 }\n    return doubled\n}\n"
          },
          {
            "key": "closures-capture-list-copy",
            "category": "Closures",
            "front": "var count = 0\nlet show = { [count] in print(count) }\ncount = 5\nshow()",
            "back": "Prints 0: the capture list copies `count` when the closure is created",
            "explanation": "Names in a capture list are captured by value at the moment the closure is created, so later changes to the variable aren't seen.",
            "distractors": [
              "Prints 5: the closure reads the variable when it runs",
              "Doesn't compile: a captured variable can't be changed afterwards",
              "Prints 0 and then 5"
            ],
            "pitfall": "Without the capture list the closure would capture the variable itself and print 5.",
            "answerIsCode": false,
            "code": "func demo() {\n    var count = 0\n    let show = { [count] in print(count) }\n    count = 5\n    show()\n}\n"
          },
          {
            "key": "closures-capture-variable",
            "category": "Closures",
            "front": "var count = 0\nlet show = { print(count) }\ncount = 5\nshow()",
            "back": "Prints 5: the closure captures the variable itself, not a copy of its value",
            "explanation": "Closures capture variables by reference, so they see changes made after the closure was created. A capture list such as `[count]` would copy the value instead.",
            "distractors": [
              "Prints 0: closures copy captured values when they are created",
              "Doesn't compile: the closure must list `count` in a capture list",
              "Prints 0 and then 5"
            ],
            "answerIsCode": false,
            "code": "func demo() {\n    var count = 0\n    let show = { print(count) }\n    count = 5\n    show()\n}\n"
          },
          {
            "key": "closures-function-type",
            "category": "Closures",
            "front": "Write the type of a closure that takes an `Int` and returns a `String`",
            "back": "(Int) -> String",
            "explanation": "Function types list the parameter types in parentheses, then `->` and the result type. The parentheses are required even for a single parameter.",
            "distractors": [
              "Int -> String",
              "(Int) => String",
              "func(Int) -> String"
            ],
            "pitfall": "`Int -> String` without parentheses no longer compiles: single argument function types require parentheses.",
            "answerIsCode": true,
            "code": "func demo() -> String {\n    let describe: (Int) -> String = { \"Number \\($0)\" }\n    return describe(7)\n}\n"
          },
          {
            "key": "closures-multiple-trailing",
            "category": "Closures",
            "front": "load { print(\"loading\") } completion: { print(\"done\") }",
            "back": "Calls `load(work:completion:)` with two trailing closures; the first drops its label, the next keeps it",
            "explanation": "Since Swift 5.3 a call can have several trailing closures. The first is unlabelled and each one after it is written with its argument label.",
            "distractors": [
              "Calls `load` twice, once with each closure",
              "Doesn't compile: a call can have only one trailing closure",
              "Passes a single closure to `load` that runs both bodies in order"
            ],
            "answerIsCode": false,
            "code": "func load(work: () -> Void, completion: () -> Void) {\n    work()\n    completion()\n}\n\nfunc demo() {\n    load { print(\"loading\") } completion: { print(\"done\") }\n}\n"
          },
          {
            "key": "closures-immediately-invoked",
            "category": "Closures",
            "front": "let label: String = { let names = [\"Ada\", \"Grace\"]; return names.joined(separator: \" & \") }()",
            "back": "Defines a closure and calls it at once; `label` is initialised with its result, \"Ada & Grace\"",
            "explanation": "The trailing `()` calls the closure immediately. This groups set-up code for a single value and is common for `lazy` and stored properties.",
            "distractors": [
              "Stores the closure itself in `label` so it can be called later",
              "Doesn't compile: a closure can't be called where it's defined",
              "Initialises `label` lazily, the first time it's read"
            ],
            "answerIsCode": false,
            "code": "func demo() -> String {\n    let label: String = { let names = [\"Ada\", \"Grace\"]; return names.joined(separator: \" & \") }()\n    return label\n}\n"
          },
          {
            "key": "closures-error-non-escaping-assigned",
            "category": "Closures",
            "front": "assigning non-escaping parameter 'handler' to an '@escaping' closure",
            "back": "A non-escaping closure parameter is stored for later; mark the parameter type `@escaping`",
            "explanation": "Closure parameters are non-escaping unless marked, so the compiler rejects saving one in a property. Adding `@escaping` to the parameter type allows it.",
            "distractors": [
              "The closure captures `self` strongly; add `[weak self]`",
              "The closure isn't `Sendable`; mark it `@Sendable`",
              "The closure returns a value; change its type to return `Void`"
            ],
            "answerIsCode": false,
            "errorCode": "final class Button {\n    var action: (() -> Void)?\n\n    func onTap(_ handler: () -> Void) {\n        action = handler\n    }\n}\n",
            "expectedError": "assigning non-escaping parameter 'handler' to an '@escaping' closure"
          },
          {
            "key": "protocols-default-implementation",
            "category": "Protocols",
            "front": "protocol Greeter { func greet() -> String }\nextension Greeter { func greet() -> String { \"Hello\" } }\nstruct Bot: Greeter {}",
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
            "front": "protocol Animal {}\nextension Animal { func name() -> String { \"animal\" } }\nstruct Dog: Animal { func name() -> String { \"dog\" } }\nlet pet: any Animal = Dog()\nprint(pet.name())",
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
            "front": "struct Point: Equatable { var x: Int; var y: Int }",
            "back": "The compiler synthesises `==`, comparing `x` and `y`; no implementation is needed",
            "explanation": "When all stored properties are `Equatable`, declaring the conformance is enough. `Hashable` is synthesised the same way, and so are both for enums whose associated values conform.",
            "distractors": [
              "Doesn't compile until you write `static func ==`",
              "The synthesised `==` compares the two values' memory addresses",
              "The synthesised `==` compares only the first property, `x`"
            ],
            "answerIsCode": false,
            "code": "struct Point: Equatable { var x: Int; var y: Int }\n\nfunc isOrigin(_ point: Point) -> Bool {\n    point == Point(x: 0, y: 0)\n}\n"
          },
          {
            "key": "patterns-if-case",
            "category": "Pattern Matching",
            "front": "if case .success(let value) = result { print(value) }",
            "back": "Runs the body only when `result` is `.success`, binding its associated value to `value`",
            "explanation": "`if case` tests a single pattern without a full `switch`. The enum case pattern binds associated values with `let`.",
            "distractors": [
              "Assigns `.success(value)` to `result` and then prints `value`",
              "Runs the body whether `result` is `.success` or `.failure`",
              "Runs the body when `result` equals an existing variable called `value`"
            ],
            "answerIsCode": false,
            "code": "func report(_ result: Result<Int, any Error>) {\n    if case .success(let value) = result { print(value) }\n}\n"
          },
          {
            "key": "patterns-tuple-wildcard",
            "category": "Pattern Matching",
            "front": "switch (x, y) {\ncase (_, 0): print(\"on the x-axis\")\ndefault: print(\"elsewhere\")\n}",
            "back": "Prints \"on the x-axis\" whenever `y` is 0, whatever `x` is; `_` matches any value",
            "explanation": "Tuple patterns match element by element. The wildcard `_` matches anything without binding it.",
            "distractors": [
              "Prints \"on the x-axis\" only when `x` and `y` are both 0",
              "Prints \"on the x-axis\" whenever `x` is 0",
              "Doesn't compile: a `switch` can't match a tuple"
            ],
            "answerIsCode": false,
            "code": "func locate(x: Int, y: Int) {\n    switch (x, y) {\n    case (_, 0): print(\"on the x-axis\")\n    default: print(\"elsewhere\")\n    }\n}\n"
          },
          {
            "key": "patterns-ranges",
            "category": "Pattern Matching",
            "front": "switch temperature {\ncase ..<0: print(\"freezing\")\ncase 0..<25: print(\"mild\")\ndefault: print(\"hot\")\n}",
            "back": "Prints \"freezing\" below 0, \"mild\" from 0 up to but not including 25, and \"hot\" from 25 up",
            "explanation": "Ranges can be used as patterns; the value matches when the range contains it. `..<` excludes its upper bound, so 25 falls through to `default`.",
            "distractors": [
              "Prints \"freezing\" below 0, \"mild\" from 0 to 25 inclusive, and \"hot\" above 25",
              "Prints \"mild\" for every temperature under 25, including negative ones",
              "Doesn't compile: `switch` cases can't be ranges"
            ],
            "pitfall": "`0..<25` stops short of 25; the closed range `0...25` would include it.",
            "answerIsCode": false,
            "code": "func describe(temperature: Int) {\n    switch temperature {\n    case ..<0: print(\"freezing\")\n    case 0..<25: print(\"mild\")\n    default: print(\"hot\")\n    }\n}\n"
          },
          {
            "key": "patterns-where-clause",
            "category": "Pattern Matching",
            "front": "switch number {\ncase let n where n.isMultiple(of: 2): print(\"\\(n) is even\")\ndefault: print(\"odd\")\n}",
            "back": "Binds the value to `n` and takes the first case only when `n` is even",
            "explanation": "A `where` clause adds a Boolean condition to a case. The case matches only if the pattern matches and the condition is true.",
            "distractors": [
              "Takes the first case for every number and then checks whether it's even",
              "Binds `n` only when the number is 2",
              "Doesn't compile: `where` is only allowed in generic constraints"
            ],
            "answerIsCode": false,
            "code": "func classify(_ number: Int) {\n    switch number {\n    case let n where n.isMultiple(of: 2): print(\"\\(n) is even\")\n    default: print(\"odd\")\n    }\n}\n"
          },
          {
            "key": "patterns-for-case-optional",
            "category": "Pattern Matching",
            "front": "for case let name? in names { print(name) }",
            "back": "Loops over only the non-nil elements of `names`, an array of optionals, unwrapping each one",
            "explanation": "`for case` filters a loop with a pattern. The optional pattern `name?` matches values that aren't nil and binds the wrapped value.",
            "distractors": [
              "Loops over every element and traps at the first nil",
              "Loops over every element; `name` is still optional inside the loop",
              "Doesn't compile: `for` loops can't use `case` patterns"
            ],
            "answerIsCode": false,
            "code": "func printAll(_ names: [String?]) {\n    for case let name? in names { print(name) }\n}\n"
          },
          {
            "key": "patterns-optional-pattern",
            "category": "Pattern Matching",
            "front": "In a `switch` over an optional, write the case that matches a value and binds it to `x`",
            "back": "case let x?:",
            "explanation": "`x?` is the optional pattern, shorthand for `.some(let x)`. Pair it with `case nil:` to handle the missing value.",
            "distractors": [
              "case let x!:",
              "case let? x:",
              "case nil(let x):"
            ],
            "answerIsCode": true,
            "code": "func describe(_ value: Int?) -> String {\n    switch value {\n    case let x?:\n        return \"got \\(x)\"\n    case nil:\n        return \"nothing\"\n    }\n}\n"
          },
          {
            "key": "patterns-is-type",
            "category": "Pattern Matching",
            "front": "case is String:",
            "back": "Matches when the value being switched on is a `String`, without binding it to a name",
            "explanation": "The `is` pattern checks the value's dynamic type, like the `is` operator. Use `case let s as String:` when you also need the value.",
            "distractors": [
              "Matches when the value equals the text \"String\"",
              "Converts the value to `String` and binds it to a constant called `is`",
              "Matches any value that can be printed as a string"
            ],
            "answerIsCode": false,
            "code": "func kind(of value: Any) -> String {\n    switch value {\n    case is String:\n        return \"text\"\n    default:\n        return \"something else\"\n    }\n}\n"
          },
          {
            "key": "patterns-as-binding",
            "category": "Pattern Matching",
            "front": "Write the `switch` case that matches an `Any` holding an `Int` and binds it as `n`",
            "back": "case let n as Int:",
            "explanation": "The `as` pattern casts and binds in one step, so inside the case `n` has type `Int`.",
            "distractors": [
              "case let n is Int:",
              "case Int(let n):",
              "case let n: Int:"
            ],
            "pitfall": "An `is` pattern only tests the type; it can't bind the value.",
            "answerIsCode": true,
            "code": "func doubled(_ value: Any) -> Int {\n    switch value {\n    case let n as Int:\n        return n * 2\n    default:\n        return 0\n    }\n}\n"
          },
          {
            "key": "patterns-unknown-default",
            "category": "Pattern Matching",
            "front": "Which attribute goes before `default` so the compiler warns when an enum gains cases you haven't handled?",
            "back": "@unknown",
            "explanation": "`@unknown default` still handles unexpected values at run time, but the compiler warns about known cases you haven't listed. It's meant for enums from libraries that may add cases later.",
            "distractors": [
              "@frozen",
              "@unchecked",
              "@available"
            ],
            "pitfall": "`@frozen` is what a library author writes to promise no new cases; it doesn't go on `default`.",
            "answerIsCode": true,
            "code": "enum Light { case red, green }\n\nfunc action(for light: Light) -> String {\n    switch light {\n    case .red: return \"stop\"\n    case .green: return \"go\"\n    @unknown default: return \"wait\"\n    }\n}\n"
          },
          {
            "key": "patterns-fallthrough",
            "category": "Pattern Matching",
            "front": "Which keyword makes a `switch` case continue into the body of the next case?",
            "back": "fallthrough",
            "explanation": "Swift cases don't fall through by default. `fallthrough` runs the next case's body without checking its pattern.",
            "distractors": [
              "continue",
              "break",
              "next"
            ],
            "pitfall": "`continue` belongs to loops; in a `switch` inside a loop it jumps to the next iteration.",
            "answerIsCode": true,
            "code": "func describe(_ n: Int) -> [String] {\n    var words: [String] = []\n    switch n {\n    case 2:\n        words.append(\"prime\")\n        fallthrough\n    default:\n        words.append(\"integer\")\n    }\n    return words\n}\n"
          },
          {
            "key": "patterns-let-outside",
            "category": "Pattern Matching",
            "front": "case let .move(x, y):",
            "back": "Matches the `.move` case and binds both of its associated values as constants `x` and `y`",
            "explanation": "A `let` before the whole pattern applies to every name inside it, so it's the same as `.move(let x, let y)`.",
            "distractors": [
              "Matches `.move` only when its values equal existing variables `x` and `y`",
              "Binds `x`, but compares `y` with an existing value",
              "Creates a new `.move(x, y)` value"
            ],
            "answerIsCode": false,
            "code": "enum Command {\n    case move(Int, Int)\n    case stop\n}\n\nfunc run(_ command: Command) {\n    switch command {\n    case let .move(x, y):\n        print(x, y)\n    case .stop:\n        print(\"stop\")\n    }\n}\n"
          },
          {
            "key": "patterns-several-values",
            "category": "Pattern Matching",
            "front": "case \"a\", \"e\", \"i\", \"o\", \"u\":",
            "back": "Matches when the character is any one of the listed vowels",
            "explanation": "A single case can list several patterns separated by commas; it matches if any one of them matches.",
            "distractors": [
              "Matches only the text \"aeiou\"",
              "Matches only when all of the listed values are present",
              "Doesn't compile: each value needs its own `case`"
            ],
            "answerIsCode": false,
            "code": "func isVowel(_ letter: Character) -> Bool {\n    switch letter {\n    case \"a\", \"e\", \"i\", \"o\", \"u\":\n        return true\n    default:\n        return false\n    }\n}\n"
          },
          {
            "key": "patterns-error-not-exhaustive",
            "category": "Pattern Matching",
            "front": "switch must be exhaustive",
            "back": "The `switch` doesn't cover every possible value; add the missing cases or a `default`",
            "explanation": "Swift requires every `switch` to handle all values. For enums the compiler's note lists the missing cases; listing them is safer than `default`, which hides cases added later.",
            "distractors": [
              "A `case` can never match because an earlier case already does",
              "A `case` body is empty; add `break`",
              "The enum must be marked `@frozen` before it can be switched over"
            ],
            "answerIsCode": false,
            "errorCode": "enum Direction { case north, south, east, west }\n\nfunc abbreviation(for direction: Direction) -> String {\n    switch direction {\n    case .north: return \"N\"\n    case .south: return \"S\"\n    }\n}\n",
            "expectedError": "switch must be exhaustive"
          },
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
            "front": "struct Counter { private var value = 0 }\nextension Counter {\n    mutating func bump() { value += 1 }\n}",
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
          },
          {
            "key": "compiler-errors-unwrap-optional",
            "category": "Compiler Errors",
            "front": "value of optional type 'String?' must be unwrapped to a value of type 'String'",
            "back": "An optional is used where a non-optional is required; unwrap it with `if let`, `guard let` or `??`",
            "explanation": "Swift never unwraps optionals implicitly. Decide how to handle nil: bind the value, give a default, or force-unwrap only when nil is impossible.",
            "distractors": [
              "A non-optional is assigned nil; declare it as `String?`",
              "A `String` is passed where an `Int` is expected; convert it first",
              "A force unwrap is guaranteed to fail; remove the `!`"
            ],
            "answerIsCode": false,
            "errorCode": "func greet(_ name: String?) -> String {\n    let text: String = name\n    return text\n}\n",
            "expectedError": "value of optional type 'String?' must be unwrapped to a value of type 'String'"
          },
          {
            "key": "compiler-errors-let-constant",
            "category": "Compiler Errors",
            "front": "cannot assign to value: 'limit' is a 'let' constant",
            "back": "A constant declared with `let` is assigned again; declare it with `var` if it has to change",
            "explanation": "`let` values are fixed once initialised. Prefer `let` by default and switch to `var` only when a value really changes.",
            "distractors": [
              "A variable is read before it's given a value",
              "A property is assigned from outside its type; mark it `public`",
              "A value of the wrong type is assigned; convert it first"
            ],
            "answerIsCode": false,
            "errorCode": "func demo() {\n    let limit = 10\n    limit = 20\n    print(limit)\n}\n",
            "expectedError": "cannot assign to value: 'limit' is a 'let' constant"
          },
          {
            "key": "compiler-errors-cannot-find-in-scope",
            "category": "Compiler Errors",
            "front": "cannot find 'totl' in scope",
            "back": "The name isn't declared where it's used: check its spelling, where it's declared, or a missing import",
            "explanation": "The compiler found no declaration with this name in any enclosing scope or imported module. Typos and variables declared inside a narrower block are the usual causes.",
            "distractors": [
              "The variable is declared but never used",
              "The variable is `private` to another type",
              "The variable is used before it's initialised"
            ],
            "answerIsCode": false,
            "errorCode": "func total() -> Int {\n    let total = 3\n    return totl\n}\n",
            "expectedError": "cannot find 'totl' in scope"
          },
          {
            "key": "compiler-errors-mixed-numeric-operands",
            "category": "Compiler Errors",
            "front": "binary operator '+' cannot be applied to operands of type 'Int' and 'Double'",
            "back": "Swift doesn't mix numeric types implicitly; convert one side, e.g. `Double(count) + price`",
            "explanation": "There is no automatic widening between `Int` and `Double`. An explicit conversion makes any loss of precision visible.",
            "distractors": [
              "`+` isn't defined for `Double`; call `adding(_:)` instead",
              "The sum would overflow; use `&+` instead",
              "One of the operands is optional; unwrap it first"
            ],
            "answerIsCode": false,
            "errorCode": "func demo() {\n    let count = 3\n    let price = 2.5\n    let total = count + price\n    print(total)\n}\n",
            "expectedError": "binary operator '+' cannot be applied to operands of type 'Int' and 'Double'"
          },
          {
            "key": "compiler-errors-argument-type",
            "category": "Compiler Errors",
            "front": "cannot convert value of type 'String' to expected argument type 'Int'",
            "back": "A `String` is passed to an `Int` parameter; pass an `Int`, e.g. converted with `Int(text)`, which is optional",
            "explanation": "Swift never converts between strings and numbers implicitly. `Int(_:)` from a string returns `Int?` because the text may not be a number.",
            "distractors": [
              "The argument label is missing from the call",
              "The function returns `String` but is declared to return `Int`",
              "The parameter is `inout`, so the argument needs `&`"
            ],
            "answerIsCode": false,
            "errorCode": "func square(_ x: Int) -> Int {\n    x * x\n}\n\nfunc demo() {\n    let input = \"4\"\n    print(square(input))\n}\n",
            "expectedError": "cannot convert value of type 'String' to expected argument type 'Int'"
          },
          {
            "key": "compiler-errors-self-immutable",
            "category": "Compiler Errors",
            "front": "left side of mutating operator isn't mutable: 'self' is immutable",
            "back": "A struct method changes a property but isn't `mutating`; mark the method `mutating`",
            "explanation": "In a value type, `self` is immutable inside ordinary methods. A `mutating` method may modify `self`, and callers then need a `var`.",
            "distractors": [
              "The property is declared with `let`; change it to `var`",
              "The struct value is stored in a `let` constant at the call site",
              "The method is `static`; remove `static`"
            ],
            "answerIsCode": false,
            "errorCode": "struct Counter {\n    var value = 0\n\n    func increment() {\n        value += 1\n    }\n}\n",
            "expectedError": "left side of mutating operator isn't mutable: 'self' is immutable"
          },
          {
            "key": "compiler-errors-empty-literal",
            "category": "Compiler Errors",
            "front": "empty collection literal requires an explicit type",
            "back": "`[]` alone has no element type to infer; annotate it, e.g. `let names: [String] = []`",
            "explanation": "Type inference needs at least one element or some context. An annotation, or `[String]()`, supplies the missing element type.",
            "distractors": [
              "An empty array can't be stored in a `let`; use `var`",
              "Arrays must be created with `Array()`, never with `[]`",
              "An empty array must be checked with `isEmpty` before it's used"
            ],
            "answerIsCode": false,
            "errorCode": "func demo() {\n    let names = []\n    print(names)\n}\n",
            "expectedError": "empty collection literal requires an explicit type"
          },
          {
            "key": "compiler-errors-missing-label",
            "category": "Compiler Errors",
            "front": "missing argument label 'name:' in call",
            "back": "The parameter has an argument label, so the call must use it: `greet(name: \"Ada\")`",
            "explanation": "Argument labels are part of a function's name in Swift. Either pass the label or declare the parameter with `_` to remove it.",
            "distractors": [
              "The function has no parameter called `name`; remove the label",
              "The argument must be a variable rather than a literal",
              "The argument is optional and must be unwrapped before the call"
            ],
            "answerIsCode": false,
            "errorCode": "func greet(name: String) -> String {\n    \"Hi, \\(name)\"\n}\n\nfunc demo() {\n    print(greet(\"Ada\"))\n}\n",
            "expectedError": "missing argument label 'name:' in call"
          },
          {
            "key": "compiler-errors-class-no-initializers",
            "category": "Compiler Errors",
            "front": "class 'Dog' has no initializers",
            "back": "A class has a stored property with no default value and no `init`; add an initialiser or a default value",
            "explanation": "Structs get a memberwise initialiser, but classes don't. Every stored property of a class must be given a value by a default or an `init`.",
            "distractors": [
              "The class is `final`, so it can't have initialisers",
              "The class has to inherit from another class before it can be created",
              "The class's `init` is `private`"
            ],
            "answerIsCode": false,
            "errorCode": "class Dog {\n    var name: String\n}\n",
            "expectedError": "class 'Dog' has no initializers"
          },
          {
            "key": "compiler-errors-missing-override",
            "category": "Compiler Errors",
            "front": "overriding declaration requires an 'override' keyword",
            "back": "A subclass method has the same signature as a superclass method; add `override` (or rename it)",
            "explanation": "Swift makes overriding explicit so that accidental overrides are caught. Methods that satisfy protocol requirements never use `override`.",
            "distractors": [
              "A protocol requirement is implemented without `override`",
              "A `final` method is overridden in a subclass",
              "A method in an extension has the same name as a stored property"
            ],
            "answerIsCode": false,
            "errorCode": "class Animal {\n    func speak() -> String { \"...\" }\n}\n\nclass Cat: Animal {\n    func speak() -> String { \"Meow\" }\n}\n",
            "expectedError": "overriding declaration requires an 'override' keyword"
          },
          {
            "key": "compiler-errors-binding-non-optional",
            "category": "Compiler Errors",
            "front": "initializer for conditional binding must have Optional type, not 'Int'",
            "back": "`if let` or `guard let` is used on a value that isn't optional; drop the binding and use the value directly",
            "explanation": "Optional binding only makes sense when there might be no value. A non-optional `Int` can simply be used.",
            "distractors": [
              "The optional holds an `Int`, not the type the binding expects",
              "`if let` needs an explicit type annotation here",
              "`guard let` must be followed by `else`"
            ],
            "answerIsCode": false,
            "errorCode": "func demo() {\n    let count = 3\n    if let count { print(count) }\n}\n",
            "expectedError": "initializer for conditional binding must have Optional type, not 'Int'"
          },
          {
            "key": "compiler-errors-inout-ampersand",
            "category": "Compiler Errors",
            "front": "passing value of type 'Int' to an inout parameter requires explicit '&'",
            "back": "A function with an `inout` parameter is called without `&`; write `bump(&n)`",
            "explanation": "The `&` marks, at the call site, that the function may modify the variable passed in.",
            "distractors": [
              "The variable is a `let`; declare it with `var`",
              "The caller must also declare its variable `inout`",
              "The value has to be wrapped in a class to be modified"
            ],
            "pitfall": "Passing a `let` constant gives a different error: an immutable value can't be passed as `inout` at all.",
            "answerIsCode": false,
            "errorCode": "func bump(_ x: inout Int) {\n    x += 1\n}\n\nfunc demo() {\n    var n = 1\n    bump(n)\n    print(n)\n}\n",
            "expectedError": "passing value of type 'Int' to an inout parameter requires explicit '&'"
          },
          {
            "key": "compiler-errors-explicit-self",
            "category": "Compiler Errors",
            "front": "reference to property 'count' in closure requires explicit use of 'self' to make capture semantics explicit",
            "back": "An escaping closure in a class uses a property implicitly; write `self.count` or add `[self]` to the capture list",
            "explanation": "Escaping closures keep the objects they capture alive. Requiring `self` makes the strong capture of a class instance visible, so reference cycles aren't hidden.",
            "distractors": [
              "The property is `private`; make it `internal`",
              "The closure must be marked `@escaping`",
              "The closure captures a struct property; change the type to a class"
            ],
            "answerIsCode": false,
            "errorCode": "final class Ticker {\n    var count = 0\n    var tick: (() -> Void)?\n\n    func start() {\n        tick = { count += 1 }\n    }\n}\n",
            "expectedError": "reference to property 'count' in closure requires explicit use of 'self' to make capture semantics explicit"
          },
          {
            "key": "compiler-errors-instance-member-on-type",
            "category": "Compiler Errors",
            "front": "instance member 'retries' cannot be used on type 'Config'",
            "back": "A `static` method uses an instance property; make the property `static` or use an instance",
            "explanation": "Static members belong to the type itself, so there's no `self` instance whose properties they could read.",
            "distractors": [
              "A property is read before `init` finishes",
              "A `private` property is used outside its type",
              "A computed property is missing its getter"
            ],
            "answerIsCode": false,
            "errorCode": "struct Config {\n    var retries = 3\n\n    static func describe() -> String {\n        \"\\(retries)\"\n    }\n}\n",
            "expectedError": "instance member 'retries' cannot be used on type 'Config'"
          },
          {
            "key": "compiler-errors-heterogeneous-literal",
            "category": "Compiler Errors",
            "front": "heterogeneous collection literal could only be inferred to '[Any]'; add explicit type annotation if this is intentional",
            "back": "An array literal mixes element types; give the elements one type, or annotate `[Any]` if that's truly wanted",
            "explanation": "Swift won't silently fall back to `[Any]`, because that loses type information. An enum or a protocol is usually a better fit than `Any`.",
            "distractors": [
              "An empty array literal needs a type annotation",
              "An array literal contains the same value twice",
              "An array literal is too long for type inference"
            ],
            "answerIsCode": false,
            "errorCode": "func demo() {\n    let mixed = [1, \"two\", 3.0]\n    print(mixed)\n}\n",
            "expectedError": "heterogeneous collection literal could only be inferred to '[Any]'; add explicit type annotation if this is intentional"
          },
          {
            "key": "compiler-errors-nil-non-optional",
            "category": "Compiler Errors",
            "front": "'nil' cannot initialize specified type 'Int'",
            "back": "A non-optional is initialised with nil; declare it as `Int?` or give it a real value",
            "explanation": "Only optionals can hold nil in Swift. If \"no value yet\" is meaningful, make the type optional.",
            "distractors": [
              "An optional is used where an `Int` is required",
              "A `let` constant must be initialised with a number literal",
              "`nil` must be written `Nil` for number types"
            ],
            "answerIsCode": false,
            "errorCode": "func demo() {\n    let score: Int = nil\n    print(score)\n}\n",
            "expectedError": "'nil' cannot initialize specified type 'Int'"
          },
          {
            "key": "compiler-errors-function-not-called",
            "category": "Compiler Errors",
            "front": "function produces expected type 'String'; did you mean to call it with '()'?",
            "back": "A function is used where its result is needed; add `()` to call it",
            "explanation": "Naming a function without parentheses refers to the function itself, a value of type `() -> String`, not to its result.",
            "distractors": [
              "The function's return type doesn't match; change it to `String`",
              "The closure returns `Void`; add a `return` statement",
              "The function is `mutating`, so the call needs `&`"
            ],
            "answerIsCode": false,
            "errorCode": "func greeting() -> String {\n    \"Hello\"\n}\n\nfunc demo() {\n    let text: String = greeting\n    print(text)\n}\n",
            "expectedError": "function produces expected type 'String'; did you mean to call it with '()'?"
          },
          {
            "key": "generics-swap-function",
            "category": "Generics",
            "front": "func swapPair<T>(_ a: inout T, _ b: inout T)",
            "back": "Declares a generic function that swaps two values of the same type `T`, whatever that type is",
            "explanation": "`<T>` introduces a type parameter that each call fills in. Both arguments share the one `T`, so an `Int` and a `String` can't be swapped.",
            "distractors": [
              "Declares a function that swaps two values of any two different types",
              "Declares a function that only works with class instances",
              "Declares a function that returns a tuple of type `T`"
            ],
            "answerIsCode": false,
            "code": "func swapPair<T>(_ a: inout T, _ b: inout T) {\n    let old = a\n    a = b\n    b = old\n}\n\nfunc demo() {\n    var left = \"L\"\n    var right = \"R\"\n    swapPair(&left, &right)\n    print(left, right)\n}\n"
          },
          {
            "key": "generics-where-conformance",
            "category": "Generics",
            "front": "Write the `where` clause that requires the generic parameter `T` to conform to `Hashable`",
            "back": "where T: Hashable",
            "explanation": "A conformance requirement uses a colon, exactly as in `<T: Hashable>`. `==` is for same-type requirements.",
            "distractors": [
              "where T == Hashable",
              "where T is Hashable",
              "where T: any Hashable"
            ],
            "answerIsCode": true,
            "code": "func unique<T>(_ items: [T]) -> Set<T> where T: Hashable {\n    Set(items)\n}\n"
          },
          {
            "key": "generics-comparable-constraint",
            "category": "Generics",
            "front": "func largest<T: Comparable>(_ items: [T]) -> T?",
            "back": "A generic function for arrays of any `Comparable` type; it returns nil when the array is empty",
            "explanation": "`T: Comparable` lets the body compare elements with `<` and `>`. Without the constraint the compiler couldn't know that `T` supports comparison.",
            "distractors": [
              "A function that only accepts arrays of `Int` or `Double`",
              "A function that returns the index of the largest element",
              "A function whose array may mix different `Comparable` types"
            ],
            "answerIsCode": false,
            "code": "func largest<T: Comparable>(_ items: [T]) -> T? {\n    guard var best = items.first else { return nil }\n    for item in items where item > best {\n        best = item\n    }\n    return best\n}\n"
          },
          {
            "key": "generics-same-type-requirement",
            "category": "Generics",
            "front": "Write the constraint requiring a generic collection `C` to have `String` elements",
            "back": "where C.Element == String",
            "explanation": "`==` states a same-type requirement on an associated type. A colon would mean conformance, which needs a protocol or class rather than a struct like `String`.",
            "distractors": [
              "where C.Element: String",
              "where C<String>",
              "where C.Element = String"
            ],
            "answerIsCode": true,
            "code": "func joined<C: Collection>(_ items: C) -> String where C.Element == String {\n    items.joined(separator: \", \")\n}\n"
          },
          {
            "key": "generics-generic-type",
            "category": "Generics",
            "front": "struct Stack<Element> {\n    private var items: [Element] = []\n    mutating func push(_ item: Element) { items.append(item) }\n}",
            "back": "A generic stack type: each stack fixes `Element`, e.g. `Stack<Int>`, and only accepts values of that type",
            "explanation": "Generic types declare their type parameters after the name. Inside the type, `Element` stands for whatever type a particular stack was created with.",
            "distractors": [
              "A stack that can hold values of several different types at once",
              "A stack whose `Element` must be a class",
              "Doesn't compile: structs can't have type parameters"
            ],
            "answerIsCode": false,
            "code": "struct Stack<Element> {\n    private var items: [Element] = []\n    mutating func push(_ item: Element) { items.append(item) }\n}\n\nfunc demo() {\n    var numbers = Stack<Int>()\n    numbers.push(42)\n}\n"
          },
          {
            "key": "generics-error-cannot-infer",
            "category": "Generics",
            "front": "generic parameter 'T' could not be inferred",
            "back": "Nothing tells the compiler what `T` is; add context, e.g. `let items: [String] = makeEmpty()`",
            "explanation": "Generic parameters are inferred from argument types or from the expected result type. When neither mentions `T`, a type annotation supplies it.",
            "distractors": [
              "`T` isn't constrained to a protocol; add `T: Any`",
              "A generic function can't return an array; return `T` instead",
              "The generic function is declared in another module; import it"
            ],
            "answerIsCode": false,
            "errorCode": "func makeEmpty<T>() -> [T] {\n    []\n}\n\nfunc demo() {\n    let items = makeEmpty()\n    print(items)\n}\n",
            "expectedError": "generic parameter 'T' could not be inferred"
          },
          {
            "key": "generics-error-requires-conformance",
            "category": "Generics",
            "front": "global function 'largest' requires that 'Box' conform to 'Comparable'",
            "back": "A generic function is called with a type that doesn't meet its constraint; make `Box` conform to `Comparable`",
            "explanation": "Generic constraints are checked at each call. Either add the conformance (implementing `<`) or call something whose constraints `Box` already meets.",
            "distractors": [
              "`largest` isn't visible here; make it `public`",
              "`Box` is a struct, but `largest` needs a class",
              "`largest` must be marked `mutating` to compare values"
            ],
            "answerIsCode": false,
            "errorCode": "struct Box {\n    var size: Int\n}\n\nfunc largest<T: Comparable>(_ items: [T]) -> T? {\n    items.max()\n}\n\nfunc demo() {\n    print(largest([Box(size: 1), Box(size: 2)]) as Any)\n}\n",
            "expectedError": "global function 'largest' requires that 'Box' conform to 'Comparable'"
          },
          {
            "key": "generics-constrained-extension",
            "category": "Generics",
            "front": "extension Array where Element == Int { func sum() -> Int { reduce(0, +) } }",
            "back": "Adds `sum()` only to arrays of `Int`; arrays of other types don't get the method",
            "explanation": "A `where` clause on an extension makes its members available only when the requirement holds. `where Element: Numeric` would widen it to every numeric element type.",
            "distractors": [
              "Adds `sum()` to every array, converting elements to `Int`",
              "Restricts `Array` so it can only hold `Int` values",
              "Adds `sum()` to arrays of any numeric type"
            ],
            "answerIsCode": false,
            "code": "extension Array where Element == Int { func sum() -> Int { reduce(0, +) } }\n\nfunc demo() -> Int {\n    [1, 2, 3].sum()\n}\n"
          },
          {
            "key": "generics-conditional-conformance",
            "category": "Generics",
            "front": "extension Box: Equatable where Value: Equatable {}",
            "back": "`Box` is `Equatable` only when its `Value` is, and the compiler synthesises `==` for that case",
            "explanation": "Conditional conformance (Swift 4.1+) lets a generic type conform only for some type arguments. `Array` is `Equatable` only when its elements are, in the same way.",
            "distractors": [
              "Makes every `Box` `Equatable`, comparing boxes by identity",
              "Requires every `Box` to hold an `Equatable` value",
              "Makes `Value` conform to `Equatable` automatically"
            ],
            "answerIsCode": false,
            "code": "struct Box<Value> {\n    var value: Value\n}\n\nextension Box: Equatable where Value: Equatable {}\n\nfunc demo() -> Bool {\n    Box(value: 1) == Box(value: 1)\n}\n"
          },
          {
            "key": "generics-parameter-pack",
            "category": "Generics",
            "front": "Which keyword declares a type parameter pack, as in `func describeAll<___ T>(_ value: repeat ___ T)`?",
            "back": "each",
            "explanation": "`<each T>` lets a generic function take any number of arguments, each with its own type. Uses of the pack are expanded with `repeat each`.",
            "distractors": [
              "repeat",
              "many",
              "variadic"
            ],
            "pitfall": "`repeat` marks where a pack is expanded; `each` is what declares and names the pack.",
            "answerIsCode": true,
            "code": "func describeAll<each T>(_ value: repeat each T) -> [String] {\n    var result: [String] = []\n    for item in repeat each value {\n        result.append(\"\\(item)\")\n    }\n    return result\n}\n\nfunc demo() -> [String] {\n    describeAll(1, \"two\", 3.0)\n}\n"
          },
          {
            "key": "generics-explicit-arguments",
            "category": "Generics",
            "front": "Create an empty array of strings using the full generic type name",
            "back": "Array<String>()",
            "explanation": "`[String]` is shorthand for `Array<String>`. Generic arguments always go in angle brackets after the type name.",
            "distractors": [
              "Array(String)()",
              "Array[String]()",
              "Array<String>[]"
            ],
            "answerIsCode": true,
            "code": "func demo() -> Int {\n    let names = Array<String>()\n    return names.count\n}\n"
          },
          {
            "key": "error-handling-do-catch",
            "category": "Error Handling",
            "front": "do {\n    try load()\n} catch {\n    print(error)\n}",
            "back": "Calls the throwing `load()`; if it throws, the `catch` block runs with the thrown value as `error`",
            "explanation": "A `catch` without a pattern catches every error and binds it to an implicit local constant called `error`.",
            "distractors": [
              "Calls `load()` and retries it once if it throws",
              "Calls `load()` and silently ignores any error",
              "Doesn't compile: a `catch` clause must name an error type"
            ],
            "answerIsCode": false,
            "code": "struct LoadError: Error {}\n\nfunc load() throws {\n    throw LoadError()\n}\n\nfunc demo() {\n    do {\n        try load()\n    } catch {\n        print(error)\n    }\n}\n"
          },
          {
            "key": "error-handling-try-optional",
            "category": "Error Handling",
            "front": "let value = try? parse(text)",
            "back": "`value` is nil if `parse` throws; otherwise it holds the result as an optional",
            "explanation": "`try?` turns any thrown error into nil and discards the error. Since Swift 5, if `parse` already returns an optional, the result is flattened to a single optional.",
            "distractors": [
              "Passes the error on to the caller if `parse` throws, like `try`",
              "Traps at runtime if `parse` throws",
              "`value` holds the thrown error if `parse` fails"
            ],
            "pitfall": "The error itself is lost; use `do`/`catch` when you need to know why it failed.",
            "answerIsCode": false,
            "code": "struct ParseError: Error {}\n\nfunc parse(_ text: String) throws -> Int {\n    guard let number = Int(text) else { throw ParseError() }\n    return number\n}\n\nfunc demo(text: String) -> Int? {\n    let value = try? parse(text)\n    return value\n}\n"
          },
          {
            "key": "error-handling-try-force",
            "category": "Error Handling",
            "front": "let config = try! loadConfig()",
            "back": "Calls `loadConfig()` and traps at runtime if it throws",
            "explanation": "`try!` asserts that no error will be thrown. Use it only where a failure would be a programming mistake.",
            "distractors": [
              "Calls `loadConfig()` and gives nil if it throws",
              "Calls `loadConfig()` and retries until it succeeds",
              "Calls `loadConfig()` and passes any error on to the caller"
            ],
            "answerIsCode": false,
            "code": "func loadConfig() throws -> [String: String] {\n    [\"theme\": \"dark\"]\n}\n\nfunc demo() -> Int {\n    let config = try! loadConfig()\n    return config.count\n}\n"
          },
          {
            "key": "error-handling-defer",
            "category": "Error Handling",
            "front": "Which statement schedules code to run when the current scope exits, however it exits?",
            "back": "defer",
            "explanation": "A `defer` block runs when the scope ends, whether through `return`, `throw` or reaching the closing brace. It suits clean-up such as closing a file.",
            "distractors": [
              "finally",
              "ensure",
              "guard"
            ],
            "pitfall": "Swift has no `finally` clause; `defer` takes its place.",
            "answerIsCode": true,
            "code": "struct Log {\n    var lines: [String] = []\n}\n\nfunc record(_ log: inout Log, value: Int) -> Bool {\n    log.lines.append(\"start\")\n    defer { log.lines.append(\"end\") }\n    return value > 0\n}\n"
          },
          {
            "key": "error-handling-defer-order",
            "category": "Error Handling",
            "front": "func run() {\n    defer { print(\"A\") }\n    defer { print(\"B\") }\n    print(\"C\")\n}",
            "back": "Prints C, B, A: deferred blocks run in reverse order once the scope exits",
            "explanation": "Each `defer` is pushed onto a stack, and they run last in, first out after the rest of the scope.",
            "distractors": [
              "Prints A, B, C",
              "Prints C, A, B",
              "Prints A, B and then C twice"
            ],
            "answerIsCode": false,
            "code": "func run() {\n    defer { print(\"A\") }\n    defer { print(\"B\") }\n    print(\"C\")\n}\n"
          },
          {
            "key": "error-handling-custom-error",
            "category": "Error Handling",
            "front": "Write a custom error type `ParseError` with a single case `empty`",
            "back": "enum ParseError: Error { case empty }",
            "explanation": "Any type that conforms to the `Error` protocol can be thrown. Enums suit a fixed set of failure cases.",
            "distractors": [
              "enum ParseError: Exception { case empty }",
              "enum ParseError throws { case empty }",
              "error ParseError { case empty }"
            ],
            "answerIsCode": true,
            "code": "enum ParseError: Error { case empty }\n\nfunc parse(_ text: String) throws -> String {\n    if text.isEmpty { throw ParseError.empty }\n    return text\n}\n"
          },
          {
            "key": "error-handling-catch-pattern",
            "category": "Error Handling",
            "front": "do {\n    try parse(text)\n} catch ParseError.badLine(let number) {\n    print(\"Bad line \\(number)\")\n}",
            "back": "Handles only `ParseError.badLine`, binding its line number; any other error goes on to the caller",
            "explanation": "`catch` clauses take patterns like `switch` cases. Errors that match no clause keep propagating, so the enclosing function must be `throws`.",
            "distractors": [
              "Handles every `ParseError`, with `number` set to 0 for the other cases",
              "Handles every error by converting it to `ParseError.badLine`",
              "Doesn't compile: a `catch` clause can't bind associated values"
            ],
            "answerIsCode": false,
            "code": "enum ParseError: Error {\n    case badLine(Int)\n    case empty\n}\n\nfunc parse(_ text: String) throws {\n    if text.isEmpty { throw ParseError.empty }\n}\n\nfunc check(_ text: String) throws {\n    do {\n        try parse(text)\n    } catch ParseError.badLine(let number) {\n        print(\"Bad line \\(number)\")\n    }\n}\n"
          },
          {
            "key": "error-handling-result-catching",
            "category": "Error Handling",
            "front": "let result = Result { try parse(text) }",
            "back": "Runs the throwing closure at once and stores its value as `.success` or the thrown error as `.failure`",
            "explanation": "`Result(catching:)` turns a throwing call into a value that can be stored or passed around. `get()` turns it back into a throwing call later.",
            "distractors": [
              "Stores the closure and calls `parse` the first time `result` is read",
              "Stores the closure so the parse can be retried later",
              "Traps if `parse` throws, like `try!`"
            ],
            "answerIsCode": false,
            "code": "enum ParseError: Error { case empty }\n\nfunc parse(_ text: String) throws -> Int {\n    guard let number = Int(text) else { throw ParseError.empty }\n    return number\n}\n\nfunc demo(text: String) -> Bool {\n    let result = Result { try parse(text) }\n    if case .success = result { return true }\n    return false\n}\n"
          },
          {
            "key": "error-handling-result-get",
            "category": "Error Handling",
            "front": "let value = try result.get()",
            "back": "Gives the success value, or throws the error held in the `.failure` case",
            "explanation": "`get()` converts a `Result` back into ordinary Swift error handling, so it must be called with `try`.",
            "distractors": [
              "Gives nil when `result` is `.failure`",
              "Gives the stored error when `result` is `.failure`",
              "Traps when `result` is `.failure`"
            ],
            "answerIsCode": false,
            "code": "func unwrap(_ result: Result<Int, any Error>) throws -> Int {\n    let value = try result.get()\n    return value\n}\n"
          },
          {
            "key": "error-handling-error-missing-try",
            "category": "Error Handling",
            "front": "call can throw but is not marked with 'try'",
            "back": "A throwing function is called without `try`; write `try` before the call",
            "explanation": "Swift makes every point that can throw visible at the call site. Inside a throwing function, `try` passes the error on; elsewhere, wrap the call in `do`/`catch`.",
            "distractors": [
              "A non-throwing function is called with `try`",
              "A throwing function is called inside a `defer` block",
              "A function is marked `throws` but never throws"
            ],
            "answerIsCode": false,
            "errorCode": "enum ParseError: Error { case empty }\n\nfunc parse(_ text: String) throws -> Int {\n    guard let number = Int(text) else { throw ParseError.empty }\n    return number\n}\n\nfunc demo() throws {\n    let number = parse(\"4\")\n    print(number)\n}\n",
            "expectedError": "call can throw but is not marked with 'try'"
          },
          {
            "key": "error-handling-error-not-handled",
            "category": "Error Handling",
            "front": "errors thrown from here are not handled",
            "back": "`try` is used in a function that can't throw; mark the function `throws` or wrap the call in `do`/`catch`",
            "explanation": "An error must either be caught or passed on. A non-throwing function has nowhere to pass it, so the compiler requires a `do`/`catch` (or `try?`/`try!`).",
            "distractors": [
              "`try` is missing before a throwing call",
              "A `catch` block is empty",
              "An error is thrown inside a `defer` block"
            ],
            "answerIsCode": false,
            "errorCode": "enum ParseError: Error { case empty }\n\nfunc parse(_ text: String) throws -> Int {\n    guard let number = Int(text) else { throw ParseError.empty }\n    return number\n}\n\nfunc demo() {\n    let number = try parse(\"4\")\n    print(number)\n}\n",
            "expectedError": "errors thrown from here are not handled"
          },
          {
            "key": "error-handling-error-string-thrown",
            "category": "Error Handling",
            "front": "thrown expression type 'String' does not conform to 'Error'",
            "back": "Only `Error` values can be thrown; define an error type, such as an enum conforming to `Error`, and throw that",
            "explanation": "`String` doesn't conform to `Error` in the standard library. A dedicated error type also lets callers match specific cases.",
            "distractors": [
              "A string can only be thrown with `try`",
              "The thrown string must be a `let` constant",
              "The function must be marked `rethrows` to throw a string"
            ],
            "answerIsCode": false,
            "errorCode": "func check(age: Int) throws {\n    if age < 0 { throw \"negative age\" }\n}\n",
            "expectedError": "thrown expression type 'String' does not conform to 'Error'"
          },
          {
            "key": "concurrency-await",
            "category": "Concurrency",
            "front": "Which keyword marks a call where the current task may suspend until an async function returns?",
            "back": "await",
            "explanation": "`await` marks a possible suspension point; while the task is suspended, its thread can run other work. `async` goes on the declaration, not at the call.",
            "distractors": [
              "async",
              "yield",
              "suspend"
            ],
            "answerIsCode": true,
            "code": "func fetchScore() async -> Int {\n    42\n}\n\nfunc show() async {\n    let score = await fetchScore()\n    print(score)\n}\n"
          },
          {
            "key": "concurrency-async-let",
            "category": "Concurrency",
            "front": "async let avatar = download(\"avatar.png\")",
            "back": "Starts `download` straight away as a concurrent child task; the result is read later with `await avatar`",
            "explanation": "`async let` creates a child task tied to the current scope. If it's never awaited, it's cancelled and awaited implicitly when the scope ends.",
            "distractors": [
              "Calls `download` and waits for it before the next line runs",
              "Runs `download` lazily, the first time `avatar` is read",
              "Starts a detached task that may outlive the current function"
            ],
            "answerIsCode": false,
            "code": "func download(_ name: String) async -> [UInt8] {\n    Array(name.utf8)\n}\n\nfunc loadProfile() async -> Int {\n    async let avatar = download(\"avatar.png\")\n    async let banner = download(\"banner.png\")\n    return await avatar.count + banner.count\n}\n"
          },
          {
            "key": "concurrency-actor",
            "category": "Concurrency",
            "front": "Which kind of type protects its mutable state by letting one task in at a time, so outside callers must `await`?",
            "back": "actor",
            "explanation": "An actor serialises access to its isolated state. Calls from outside are asynchronous because they may have to wait their turn.",
            "distractors": [
              "class",
              "struct",
              "enum"
            ],
            "pitfall": "A class gives no such protection; its `var`s can be raced on unless you add locking yourself.",
            "answerIsCode": true,
            "code": "actor BankAccount {\n    private(set) var balance = 0\n\n    func deposit(_ amount: Int) {\n        balance += amount\n    }\n}\n\nfunc pay(into account: BankAccount) async {\n    await account.deposit(10)\n}\n"
          },
          {
            "key": "concurrency-main-actor",
            "category": "Concurrency",
            "front": "Write the attribute that isolates a function or type to the main actor",
            "back": "@MainActor",
            "explanation": "`@MainActor` is a global actor: isolated code always runs on the main actor, typically for UI state. Calls from other isolation domains need `await`.",
            "distractors": [
              "@MainThread",
              "@MainQueue",
              "@globalActor"
            ],
            "pitfall": "`@globalActor` is used to declare a new global actor, not to use the main one.",
            "answerIsCode": true,
            "code": "@MainActor\nfinal class ViewModel {\n    var title = \"\"\n}\n\n@MainActor\nfunc rename(_ model: ViewModel) {\n    model.title = \"Inbox\"\n}\n"
          },
          {
            "key": "concurrency-task",
            "category": "Concurrency",
            "front": "Task { await refresh() }",
            "back": "Starts a new unstructured task that runs `refresh()` asynchronously; the current code doesn't wait for it",
            "explanation": "`Task { }` lets synchronous code start async work. It inherits the current actor and task-local values, unlike `Task.detached`.",
            "distractors": [
              "Calls `refresh()` and blocks the current thread until it finishes",
              "Runs `refresh()` detached from the current actor and its priority",
              "Schedules `refresh()` to run only once the program is idle"
            ],
            "answerIsCode": false,
            "code": "func refresh() async {}\n\nfunc buttonTapped() {\n    Task { await refresh() }\n}\n"
          },
          {
            "key": "concurrency-task-group",
            "category": "Concurrency",
            "front": "let total = await withTaskGroup(of: Int.self) { group in\n    for id in ids { group.addTask { await score(for: id) } }\n    return await group.reduce(0, +)\n}",
            "back": "Runs `score(for:)` for every id concurrently as child tasks and adds up their results",
            "explanation": "A task group lets you start a dynamic number of child tasks. The group waits for all of them before `withTaskGroup` returns, so none outlives the call.",
            "distractors": [
              "Runs `score(for:)` for each id one after another, in order",
              "Starts tasks that may still be running after `total` is set",
              "Doesn't compile: child tasks can't return values"
            ],
            "answerIsCode": false,
            "code": "func score(for id: Int) async -> Int {\n    id * 10\n}\n\nfunc sumScores(ids: [Int]) async -> Int {\n    let total = await withTaskGroup(of: Int.self) { group in\n        for id in ids { group.addTask { await score(for: id) } }\n        return await group.reduce(0, +)\n    }\n    return total\n}\n"
          },
          {
            "key": "concurrency-nonisolated",
            "category": "Concurrency",
            "front": "Which keyword lets an actor member opt out of actor isolation, so it can be used without `await`?",
            "back": "nonisolated",
            "explanation": "A `nonisolated` member can't touch the actor's mutable state, but it may use `let` properties whose types are `Sendable`.",
            "distractors": [
              "isolated",
              "unowned",
              "detached"
            ],
            "answerIsCode": true,
            "code": "actor Player {\n    let name: String\n    var score = 0\n\n    init(name: String) {\n        self.name = name\n    }\n\n    nonisolated var label: String {\n        \"Player \\(name)\"\n    }\n}\n\nfunc caption(for player: Player) -> String {\n    player.label\n}\n"
          },
          {
            "key": "concurrency-sendable-closure",
            "category": "Concurrency",
            "front": "Write the attribute for a closure type that may be called concurrently from other tasks",
            "back": "@Sendable",
            "explanation": "A `@Sendable` closure can cross concurrency domains, so the compiler checks that everything it captures is safe to share, such as no captured mutable local variables.",
            "distractors": [
              "@escaping",
              "@ThreadSafe",
              "@Atomic"
            ],
            "pitfall": "`@escaping` only lets the closure outlive the call; it says nothing about running concurrently.",
            "answerIsCode": true,
            "code": "func runLater(_ work: @escaping @Sendable () -> Void) {\n    Task { work() }\n}\n"
          },
          {
            "key": "concurrency-task-sleep",
            "category": "Concurrency",
            "front": "try await Task.sleep(for: .seconds(1))",
            "back": "Suspends the current task for about a second without blocking a thread; throws if the task is cancelled",
            "explanation": "`Task.sleep` frees the thread for other work while waiting. Cancellation ends the sleep early with a `CancellationError`.",
            "distractors": [
              "Blocks the current thread for exactly one second",
              "Suspends the task for one second and ignores cancellation",
              "Starts a new task that finishes after one second"
            ],
            "answerIsCode": false,
            "code": "func pause() async throws {\n    try await Task.sleep(for: .seconds(1))\n}\n"
          },
          {
            "key": "concurrency-check-cancellation",
            "category": "Concurrency",
            "front": "try Task.checkCancellation()",
            "back": "Throws `CancellationError` if the current task has been cancelled; otherwise does nothing",
            "explanation": "Cancellation in Swift is cooperative: a task must check for it. `Task.isCancelled` is the non-throwing alternative.",
            "distractors": [
              "Cancels the current task",
              "Returns `true` if the current task has been cancelled",
              "Suspends until the current task is cancelled"
            ],
            "answerIsCode": false,
            "code": "func processAll(_ items: [Int]) async throws -> Int {\n    var total = 0\n    for item in items {\n        try Task.checkCancellation()\n        total += item\n    }\n    return total\n}\n"
          },
          {
            "key": "concurrency-error-async-in-sync",
            "category": "Concurrency",
            "front": "'async' call in a function that does not support concurrency",
            "back": "An `async` function is called from a synchronous one; make the caller `async` or start a `Task`",
            "explanation": "Only async code can suspend. At a synchronous boundary, such as a button handler, `Task { await … }` starts the async work.",
            "distractors": [
              "An async call is missing `try`",
              "An async function must be marked `@MainActor` to be called",
              "An actor method is called from inside the same actor"
            ],
            "answerIsCode": false,
            "errorCode": "func fetch() async -> Int {\n    42\n}\n\nfunc demo() {\n    let n = await fetch()\n    print(n)\n}\n",
            "expectedError": "'async' call in a function that does not support concurrency"
          },
          {
            "key": "concurrency-error-missing-await",
            "category": "Concurrency",
            "front": "expression is 'async' but is not marked with 'await'",
            "back": "An async call inside async code has no `await`; write `await` before it (`try await` if it also throws)",
            "explanation": "Even inside `async` code, every possible suspension point must be marked, so readers can see where the function may pause.",
            "distractors": [
              "An async function is called from synchronous code",
              "A throwing call is missing `try`",
              "A `Task` is created but its value is never read"
            ],
            "answerIsCode": false,
            "errorCode": "func fetch() async -> Int {\n    42\n}\n\nfunc demo() async {\n    let n = fetch()\n    print(n)\n}\n",
            "expectedError": "expression is 'async' but is not marked with 'await'"
          },
          {
            "key": "concurrency-error-actor-property-access",
            "category": "Concurrency",
            "front": "actor-isolated property 'value' cannot be accessed from outside of the actor",
            "back": "Actor state is read from outside without `await`; in async code write `await counter.value`",
            "explanation": "Reading an actor's property from outside may have to wait for the actor, so it's an asynchronous access. Synchronous code can't do it at all.",
            "distractors": [
              "The property is `private` to the actor",
              "Actor properties can only be read through methods",
              "The actor hasn't been initialised yet"
            ],
            "answerIsCode": false,
            "errorCode": "actor Counter {\n    var value = 0\n}\n\nfunc report(_ counter: Counter) async {\n    print(counter.value)\n}\n",
            "expectedError": "actor-isolated property 'value' cannot be accessed from outside of the actor"
          },
          {
            "key": "concurrency-error-actor-property-mutation",
            "category": "Concurrency",
            "front": "actor-isolated property 'value' can not be mutated from a nonisolated context",
            "back": "Actor state can only be changed from inside the actor; add a method such as `reset()` and `await` it",
            "explanation": "Even with `await`, code outside an actor may not assign to its properties. Mutations go through the actor's own methods, which keeps its invariants in one place.",
            "distractors": [
              "The property is a `let`; change it to `var`",
              "The assignment needs `try await` instead of `await`",
              "The actor must be marked `@MainActor` to be mutated"
            ],
            "answerIsCode": false,
            "errorCode": "actor Counter {\n    var value = 0\n}\n\nfunc reset(_ counter: Counter) async {\n    await counter.value = 0\n}\n",
            "expectedError": "actor-isolated property 'value' can not be mutated from a nonisolated context"
          },
          {
            "key": "concurrency-error-static-var",
            "category": "Concurrency",
            "front": "static property 'hits' is not concurrency-safe because it is nonisolated global shared mutable state",
            "back": "A mutable `static var` could be changed from any thread; make it a `let`, isolate it to an actor, or protect it",
            "explanation": "Swift 6 rejects unprotected global and static variables. Common fixes are `static let`, `@MainActor static var`, or keeping the state in an actor.",
            "distractors": [
              "A `static` property is missing an initial value",
              "A `static` property is used before its type is initialised",
              "A `static` property must be `private` in Swift 6"
            ],
            "answerIsCode": false,
            "errorCode": "struct Stats {\n    static var hits = 0\n}\n",
            "expectedError": "static property 'hits' is not concurrency-safe because it is nonisolated global shared mutable state"
          },
          {
            "key": "concurrency-error-captured-var-mutation",
            "category": "Concurrency",
            "front": "mutation of captured var 'count' in concurrently-executing code",
            "back": "A `@Sendable` closure changes a local `var` it captured; return a value instead, or keep the state in an actor",
            "explanation": "Closures that may run concurrently would race on a shared local variable. Have tasks return results, or move the state into an actor.",
            "distractors": [
              "A closure captures `self` strongly inside a task",
              "A local `var` is read before it's initialised",
              "The closure parameter must be marked `@escaping`"
            ],
            "answerIsCode": false,
            "errorCode": "func demo() {\n    var count = 0\n    let work: @Sendable () -> Void = {\n        count += 1\n    }\n    work()\n    print(count)\n}\n",
            "expectedError": "mutation of captured var 'count' in concurrently-executing code"
          },
          {
            "key": "concurrency-error-mutable-sendable-class",
            "category": "Concurrency",
            "front": "stored property 'value' of 'Sendable'-conforming class 'Box' is mutable",
            "back": "A class declared `Sendable` has a `var`; make it a `let`, use an actor, or protect the state with a lock",
            "explanation": "The compiler can only check a class as `Sendable` when it's `final` and every stored property is an immutable `Sendable` value.",
            "distractors": [
              "The class isn't `final`, so it can't be `Sendable`",
              "The property's type, `Int`, isn't `Sendable`",
              "A `Sendable` class must not have an initialiser"
            ],
            "answerIsCode": false,
            "errorCode": "final class Box: Sendable {\n    var value = 0\n}\n",
            "expectedError": "stored property 'value' of 'Sendable'-conforming class 'Box' is mutable"
          },
          {
            "key": "collections-dictionary-default",
            "category": "Collections",
            "front": "counts[word, default: 0] += 1",
            "back": "Adds 1 to the count for `word`, treating a missing key as 0",
            "explanation": "The `default:` subscript gives a non-optional value and writes the result back, so counting needs no unwrapping.",
            "distractors": [
              "Sets the count for `word` to 1, replacing any existing count",
              "Adds 1 only if `word` is already a key",
              "Doesn't compile: a dictionary subscript returns an optional"
            ],
            "answerIsCode": false,
            "code": "func tally(_ words: [String]) -> [String: Int] {\n    var counts: [String: Int] = [:]\n    for word in words {\n        counts[word, default: 0] += 1\n    }\n    return counts\n}\n"
          },
          {
            "key": "collections-first-where",
            "category": "Collections",
            "front": "let firstEven = numbers.first(where: { $0.isMultiple(of: 2) })",
            "back": "`firstEven` is the first even number in `numbers`, or nil if there isn't one",
            "explanation": "`first(where:)` stops at the first element that satisfies the predicate, and returns an optional because there may be none.",
            "distractors": [
              "`firstEven` is an array of all the even numbers",
              "`firstEven` is the index of the first even number",
              "`firstEven` is `true` if `numbers` contains an even number"
            ],
            "answerIsCode": false,
            "code": "func findEven(in numbers: [Int]) -> Int? {\n    let firstEven = numbers.first(where: { $0.isMultiple(of: 2) })\n    return firstEven\n}\n"
          },
          {
            "key": "collections-compact-map",
            "category": "Collections",
            "front": "let ids = inputs.compactMap { Int($0) }",
            "back": "Converts each string to an `Int` and drops the ones that fail; `ids` is an `[Int]`",
            "explanation": "`compactMap` applies a transform that returns an optional and keeps only the non-nil results.",
            "distractors": [
              "`ids` is an `[Int?]` with nil wherever a conversion failed",
              "Traps if any string isn't a number",
              "Converts only the first string that is a valid number"
            ],
            "pitfall": "`map` would keep the failures as nil and give an `[Int?]`.",
            "answerIsCode": false,
            "code": "func parseIDs(_ inputs: [String]) -> [Int] {\n    let ids = inputs.compactMap { Int($0) }\n    return ids\n}\n"
          },
          {
            "key": "collections-reduce",
            "category": "Collections",
            "front": "let total = prices.reduce(0, +)",
            "back": "Adds up all the prices, starting from 0",
            "explanation": "`reduce` combines the elements one at a time into an accumulator. The `+` operator is passed as the combining function.",
            "distractors": [
              "Gives the prices with 0 added to each one",
              "Gives the number of prices above 0",
              "Removes every price equal to 0"
            ],
            "answerIsCode": false,
            "code": "func sum(_ prices: [Double]) -> Double {\n    let total = prices.reduce(0, +)\n    return total\n}\n"
          },
          {
            "key": "collections-empty-set",
            "category": "Collections",
            "front": "Create an empty set of strings",
            "back": "Set<String>()",
            "explanation": "Sets have no literal syntax of their own. An array literal also works when the type is known, e.g. `let tags: Set<String> = []`.",
            "distractors": [
              "[String]()",
              "{String}()",
              "Set[String]()"
            ],
            "pitfall": "`[String]()` creates an array, which keeps order and allows duplicates.",
            "answerIsCode": true,
            "code": "func demo() -> Bool {\n    var tags = Set<String>()\n    tags.insert(\"swift\")\n    return tags.contains(\"swift\")\n}\n"
          },
          {
            "key": "collections-dictionary-lookup-type",
            "category": "Collections",
            "front": "What is the type of `ages[\"Sam\"]` when `ages` is a `[String: Int]`?",
            "back": "Int?",
            "explanation": "Looking up a key gives nil when the key is missing, so the value type is wrapped in an optional.",
            "distractors": [
              "Int",
              "(String, Int)",
              "[Int]"
            ],
            "pitfall": "Unlike an array index, a missing dictionary key never traps; it gives nil.",
            "answerIsCode": true,
            "code": "func age(in ages: [String: Int]) -> Int? {\n    let sam: Int? = ages[\"Sam\"]\n    return sam\n}\n"
          },
          {
            "key": "collections-enumerated",
            "category": "Collections",
            "front": "for (index, name) in names.enumerated() { print(index, name) }",
            "back": "Loops over each name together with its position, counting from 0",
            "explanation": "`enumerated()` pairs each element with a counter that starts at 0. For slices that counter isn't the real index; `zip(names.indices, names)` gives real indices.",
            "distractors": [
              "Loops over the names in sorted order with their ranks",
              "Loops over index and name pairs, counting from 1",
              "Loops over only the names at even positions"
            ],
            "answerIsCode": false,
            "code": "func list(_ names: [String]) {\n    for (index, name) in names.enumerated() { print(index, name) }\n}\n"
          },
          {
            "key": "collections-zip",
            "category": "Collections",
            "front": "for (name, score) in zip(names, scores) { print(name, score) }",
            "back": "Walks both arrays in step, pairing elements by position, and stops at the end of the shorter one",
            "explanation": "`zip` makes a sequence of pairs. Extra elements in the longer sequence are ignored, with no error.",
            "distractors": [
              "Loops over every combination of a name and a score",
              "Traps if the arrays have different lengths",
              "Pads the shorter array with nil values"
            ],
            "answerIsCode": false,
            "code": "func report(names: [String], scores: [Int]) {\n    for (name, score) in zip(names, scores) { print(name, score) }\n}\n"
          },
          {
            "key": "collections-slice",
            "category": "Collections",
            "front": "let rest = numbers[1...]",
            "back": "An `ArraySlice` of every element from index 1 to the end, sharing storage with `numbers`",
            "explanation": "A one-sided range slices to the end of the collection. The slice keeps the original indices, so `rest.startIndex` is 1; wrap it in `Array(...)` for a fresh array.",
            "distractors": [
              "A new `Array` without the first element, indexed from 0",
              "The element at index 1",
              "An `ArraySlice` of the elements from index 0 up to 1"
            ],
            "pitfall": "`rest[0]` traps, because the slice's indices start at 1.",
            "answerIsCode": false,
            "code": "func dropFirstNumber(_ numbers: [Int]) -> [Int] {\n    let rest = numbers[1...]\n    return Array(rest)\n}\n"
          },
          {
            "key": "collections-value-semantics",
            "category": "Collections",
            "front": "let a = [1, 2, 3]\nvar b = a\nb.append(4)\nprint(a.count)",
            "back": "Prints 3: arrays are value types, so `b` is an independent copy of `a`",
            "explanation": "Assigning an array copies its value. Copy-on-write means the storage is only duplicated when one of the copies is changed.",
            "distractors": [
              "Prints 4: `b` and `a` share the same array",
              "Doesn't compile: `b` can't be changed because `a` is a `let`",
              "Prints 4: `append` adds to every copy of the array"
            ],
            "answerIsCode": false,
            "code": "func demo() {\n    let a = [1, 2, 3]\n    var b = a\n    b.append(4)\n    print(a.count)\n}\n"
          },
          {
            "key": "collections-grouping",
            "category": "Collections",
            "front": "let byLength = Dictionary(grouping: words, by: \\.count)",
            "back": "A `[Int: [String]]` that maps each word length to the words of that length",
            "explanation": "`Dictionary(grouping:by:)` uses the closure's result as the key and collects matching elements into arrays. A key path such as `\\.count` can stand in for the closure.",
            "distractors": [
              "A `[String: Int]` that maps each word to its length",
              "An `[Int: String]` that keeps only the last word of each length",
              "A sorted array of words grouped by length"
            ],
            "answerIsCode": false,
            "code": "func group(_ words: [String]) -> [Int: [String]] {\n    let byLength = Dictionary(grouping: words, by: \\.count)\n    return byLength\n}\n"
          },
          {
            "key": "collections-sort-in-place",
            "category": "Collections",
            "front": "Which method sorts a `var` array in place rather than returning a new array?",
            "back": "sort()",
            "explanation": "Swift pairs a mutating verb (`sort`, `reverse`, `shuffle`) with a non-mutating form ending in -ed or -ing (`sorted`, `reversed`, `shuffled`).",
            "distractors": [
              "sorted()",
              "order()",
              "sorting()"
            ],
            "answerIsCode": true,
            "code": "func demo() -> [Int] {\n    var numbers = [3, 1, 2]\n    numbers.sort()\n    return numbers\n}\n"
          },
          {
            "key": "collections-remove-all-where",
            "category": "Collections",
            "front": "names.removeAll { $0.isEmpty }",
            "back": "Removes every empty string from the `names` array in place",
            "explanation": "`removeAll(where:)` is a mutating method that deletes each element matching the predicate, so `names` must be a `var`.",
            "distractors": [
              "Returns a new array without the empty strings and leaves `names` unchanged",
              "Removes every element if any one of them is empty",
              "Removes only the first empty string"
            ],
            "answerIsCode": false,
            "code": "func tidy() -> [String] {\n    var names = [\"Ada\", \"\", \"Grace\"]\n    names.removeAll { $0.isEmpty }\n    return names\n}\n"
          },
          {
            "key": "collections-is-empty",
            "category": "Collections",
            "front": "Which property tells you a collection has no elements, and is preferred over `count == 0`?",
            "back": "isEmpty",
            "explanation": "`isEmpty` is O(1) for the standard collections, while `count` may be O(n), for example on a `String`.",
            "distractors": [
              "empty",
              "isNil",
              "none"
            ],
            "answerIsCode": true,
            "code": "func describe(_ text: String) -> String {\n    text.isEmpty ? \"blank\" : text\n}\n"
          },
          {
            "key": "some-any-opaque-return",
            "category": "some/any",
            "front": "Write the return type for a function that returns one hidden concrete type conforming to `Collection`",
            "back": "some Collection",
            "explanation": "An opaque return type hides the concrete type from callers, but the compiler still knows it, so every `return` must produce that same type.",
            "distractors": [
              "any Collection",
              "<Collection>",
              "Collection.Type"
            ],
            "pitfall": "`any Collection` is an existential box, which could hold a different type on each call.",
            "answerIsCode": true,
            "code": "func evens() -> some Collection {\n    [2, 4, 6]\n}\n"
          },
          {
            "key": "some-any-existential-array",
            "category": "some/any",
            "front": "let shapes: [any Shape] = [Circle(), Square()]",
            "back": "An array whose elements may be different concrete types, each stored in an `any Shape` box",
            "explanation": "`any Shape` is an existential that can hold any conforming value. Calls on it are dispatched dynamically, and the concrete type isn't known statically.",
            "distractors": [
              "Doesn't compile: every element of an array must be the same concrete type",
              "An array that can only hold circles once the first element is a `Circle`",
              "An array of one concrete type that the compiler picks and specialises"
            ],
            "answerIsCode": false,
            "code": "protocol Shape {\n    func area() -> Double\n}\n\nstruct Circle: Shape {\n    var radius = 1.0\n    func area() -> Double { 3.14159 * radius * radius }\n}\n\nstruct Square: Shape {\n    var side = 1.0\n    func area() -> Double { side * side }\n}\n\nfunc totalArea() -> Double {\n    let shapes: [any Shape] = [Circle(), Square()]\n    return shapes.reduce(0) { $0 + $1.area() }\n}\n"
          },
          {
            "key": "some-any-some-parameter",
            "category": "some/any",
            "front": "func draw(_ shape: some Shape)",
            "back": "Shorthand for a generic function: the same as `func draw<S: Shape>(_ shape: S)`",
            "explanation": "`some` in a parameter (Swift 5.7+) introduces an unnamed generic parameter. Each call is checked with the concrete type, and no box is needed.",
            "distractors": [
              "The same as `func draw(_ shape: any Shape)`",
              "A function that only accepts a type literally named `some Shape`",
              "A function that returns an opaque `Shape`"
            ],
            "answerIsCode": false,
            "code": "protocol Shape {\n    func area() -> Double\n}\n\nstruct Circle: Shape {\n    var radius = 1.0\n    func area() -> Double { 3.14159 * radius * radius }\n}\n\nstruct Square: Shape {\n    var side = 1.0\n    func area() -> Double { side * side }\n}\n\nfunc draw(_ shape: some Shape) {\n    print(shape.area())\n}\n"
          },
          {
            "key": "some-any-some-array-parameter",
            "category": "some/any",
            "front": "func drawAll(_ shapes: [some Shape])",
            "back": "Accepts an array whose elements all share one concrete `Shape` type",
            "explanation": "`some` introduces one generic parameter for the whole array, so `[Circle(), Square()]` isn't accepted. Use `[any Shape]` to mix types.",
            "distractors": [
              "Accepts an array that mixes different `Shape` types",
              "Doesn't compile: `some` can't appear inside an array type",
              "Accepts an array of optional shapes"
            ],
            "answerIsCode": false,
            "code": "protocol Shape {\n    func area() -> Double\n}\n\nstruct Circle: Shape {\n    var radius = 1.0\n    func area() -> Double { 3.14159 * radius * radius }\n}\n\nstruct Square: Shape {\n    var side = 1.0\n    func area() -> Double { side * side }\n}\n\nfunc drawAll(_ shapes: [some Shape]) {\n    for shape in shapes {\n        print(shape.area())\n    }\n}\n\nfunc demo() {\n    drawAll([Circle(), Circle(radius: 2)])\n}\n"
          },
          {
            "key": "some-any-error-opaque-mismatch",
            "category": "some/any",
            "front": "function declares an opaque return type 'some Shape', but the return statements in its body do not have matching underlying types",
            "back": "The `return`s produce different concrete types; return a single type, or return `any Shape` instead",
            "explanation": "`some Shape` stands for exactly one concrete type per function. When the type really has to vary, return an existential `any Shape`.",
            "distractors": [
              "A `return` gives a type that doesn't conform to `Shape`",
              "An opaque return type can't be used in a function containing `if`",
              "`Shape` has no associated type, so `some` isn't allowed"
            ],
            "answerIsCode": false,
            "errorCode": "protocol Shape {\n    func area() -> Double\n}\n\nstruct Circle: Shape {\n    var radius = 1.0\n    func area() -> Double { 3.14159 * radius * radius }\n}\n\nstruct Square: Shape {\n    var side = 1.0\n    func area() -> Double { side * side }\n}\n\nfunc makeShape(round: Bool) -> some Shape {\n    if round {\n        return Circle()\n    } else {\n        return Square()\n    }\n}\n",
            "expectedError": "function declares an opaque return type 'some Shape', but the return statements in its body do not have matching underlying types"
          },
          {
            "key": "some-any-any-keyword",
            "category": "some/any",
            "front": "Which keyword writes an existential type: a box that can hold a value of any type conforming to a protocol?",
            "back": "any",
            "explanation": "`any P` is the existential for protocol `P`. Swift 6 warns when it's left out before a protocol with associated types or `Self` requirements, and the `ExistentialAny` upcoming feature requires it everywhere.",
            "distractors": [
              "some",
              "dyn",
              "opaque"
            ],
            "pitfall": "`Any` with a capital A is the type that can hold any value at all; it isn't written before a protocol.",
            "answerIsCode": true,
            "code": "protocol Shape {\n    func area() -> Double\n}\n\nstruct Circle: Shape {\n    var radius = 1.0\n    func area() -> Double { 3.14159 * radius * radius }\n}\n\nstruct Square: Shape {\n    var side = 1.0\n    func area() -> Double { side * side }\n}\n\nfunc largestArea(_ shapes: [any Shape]) -> Double {\n    shapes.map { $0.area() }.max() ?? 0\n}\n"
          },
          {
            "key": "some-any-error-equatable-existentials",
            "category": "some/any",
            "front": "binary operator '==' cannot be applied to two 'any Equatable' operands",
            "back": "Two existentials may hold different types, so `==` can't compare them; use one generic `T: Equatable` for both",
            "explanation": "`==` needs both sides to be the same concrete type. A single generic parameter `T` for both arguments guarantees that; two separate `some Equatable` parameters wouldn't.",
            "distractors": [
              "`Equatable` values must also be `Hashable` before `==` works",
              "Both values must be force-unwrapped with `!` first",
              "Existentials must be compared with `===` instead"
            ],
            "answerIsCode": false,
            "errorCode": "func same(_ a: any Equatable, _ b: any Equatable) -> Bool {\n    a == b\n}\n",
            "expectedError": "binary operator '==' cannot be applied to two 'any Equatable' operands"
          },
          {
            "key": "some-any-implicit-opening",
            "category": "some/any",
            "front": "func show(_ value: some CustomStringConvertible) { print(value.description) }\nfunc describe(_ value: any CustomStringConvertible) { show(value) }",
            "back": "Compiles: Swift opens the existential and passes its concrete value to the generic function",
            "explanation": "Since Swift 5.7 an existential argument is implicitly opened when passed to a generic parameter, so the callee works with the underlying concrete type.",
            "distractors": [
              "Doesn't compile: an `any` value can't be passed to a `some` parameter",
              "Compiles, but `show` receives the box rather than the concrete value",
              "Compiles only if `value` is cast with `as!` first"
            ],
            "answerIsCode": false,
            "code": "func show(_ value: some CustomStringConvertible) { print(value.description) }\nfunc describe(_ value: any CustomStringConvertible) { show(value) }\n"
          },
          {
            "key": "some-any-opaque-primary-associated-type",
            "category": "some/any",
            "front": "var evens: some Sequence<Int> { [2, 4, 6] }",
            "back": "A computed property whose callers see a `Sequence` of `Int` without knowing it's an `Array`",
            "explanation": "Primary associated types (Swift 5.7+) constrain an opaque type with angle brackets, e.g. `some Sequence<Int>`, while still hiding the concrete type.",
            "distractors": [
              "A property that may return a different sequence type each time",
              "Doesn't compile: properties can't have opaque types",
              "A stored property holding a `Set<Int>`"
            ],
            "answerIsCode": false,
            "code": "struct Numbers {\n    var evens: some Sequence<Int> { [2, 4, 6] }\n}\n"
          },
          {
            "key": "some-any-existential-primary-associated-type",
            "category": "some/any",
            "front": "Write the existential type for any collection whose elements are `String`",
            "back": "any Collection<String>",
            "explanation": "Primary associated types work with `any` too. The box can hold an array, a set or any other collection of strings.",
            "distractors": [
              "some Collection<String>",
              "any Collection[String]",
              "any Collection<Element: String>"
            ],
            "pitfall": "`some Collection<String>` is opaque: one fixed concrete type, not a box that can hold any of them.",
            "answerIsCode": true,
            "code": "func count(_ words: any Collection<String>) -> Int {\n    words.count\n}\n\nfunc demo() -> Int {\n    count([\"a\", \"b\"]) + count(Set([\"c\"]))\n}\n"
          },
          {
            "key": "throws-rethrows-keyword",
            "category": "throws/rethrows",
            "front": "Which keyword declares that a function throws only when a closure passed to it throws?",
            "back": "rethrows",
            "explanation": "A `rethrows` function needs `try` at the call site only when the closure argument can throw. It may throw only errors that come from that closure.",
            "distractors": [
              "throws",
              "try",
              "async"
            ],
            "pitfall": "A plain `throws` function always needs `try`, even when the closure you pass can't throw.",
            "answerIsCode": true,
            "code": "func twice(_ action: () throws -> Void) rethrows {\n    try action()\n    try action()\n}\n\nfunc demo() {\n    twice { print(\"hi\") }\n}\n"
          },
          {
            "key": "throws-typed-throws-clause",
            "category": "throws/rethrows",
            "front": "Write the clause that says a function can only throw `ParseError`",
            "back": "throws(ParseError)",
            "explanation": "Typed throws (Swift 6) fixes the error type, so a `catch` receives `error` as a `ParseError` rather than `any Error`.",
            "distractors": [
              "throws ParseError",
              "throws<ParseError>",
              "throws: ParseError"
            ],
            "answerIsCode": true,
            "code": "enum ParseError: Error { case empty }\n\nfunc parse(_ text: String) throws(ParseError) -> Int {\n    guard !text.isEmpty else { throw .empty }\n    return text.count\n}\n"
          },
          {
            "key": "throws-async-throws-order",
            "category": "throws/rethrows",
            "front": "Write the effects of a function that is both asynchronous and throwing, in the order Swift requires",
            "back": "async throws",
            "explanation": "Effects are written `async` then `throws`, and calls are written `try await`, in the mirror-image order.",
            "distractors": [
              "throws async",
              "async, throws",
              "await throws"
            ],
            "pitfall": "`throws async` doesn't compile: the compiler says 'async' must precede 'throws'.",
            "answerIsCode": true,
            "code": "func fetchCount() async throws -> Int {\n    42\n}\n\nfunc demo() async throws -> Int {\n    try await fetchCount()\n}\n"
          },
          {
            "key": "throws-error-rethrows-without-closure",
            "category": "throws/rethrows",
            "front": "'rethrows' function must take a throwing function argument",
            "back": "A function is marked `rethrows` but has no throwing closure parameter; use `throws`, or take a throwing closure",
            "explanation": "`rethrows` ties the function's throwing to a closure argument. Without a throwing function parameter there's nothing for it to rethrow.",
            "distractors": [
              "A `rethrows` function is called without `try`",
              "A closure passed to a `rethrows` function doesn't throw",
              "A `rethrows` function must also be `async`"
            ],
            "answerIsCode": false,
            "errorCode": "func doubled(_ value: Int) rethrows -> Int {\n    value * 2\n}\n",
            "expectedError": "'rethrows' function must take a throwing function argument"
          },
          {
            "key": "throws-throwing-closure-type",
            "category": "throws/rethrows",
            "front": "Write the type of a closure that takes a `String`, returns an `Int` and can throw",
            "back": "(String) throws -> Int",
            "explanation": "`throws` goes after the parameter list and before the arrow, just as in a function declaration.",
            "distractors": [
              "(String) -> throws Int",
              "throws (String) -> Int",
              "(String) -> Int throws"
            ],
            "answerIsCode": true,
            "code": "struct BadNumber: Error {}\n\nfunc demo() throws -> Int {\n    let parse: (String) throws -> Int = { text in\n        guard let number = Int(text) else { throw BadNumber() }\n        return number\n    }\n    return try parse(\"12\")\n}\n"
          },
          {
            "key": "throws-throws-never",
            "category": "throws/rethrows",
            "front": "func total(_ values: [Int]) throws(Never) -> Int",
            "back": "A function that can't throw: `Never` has no values, so this is the same as a non-throwing function",
            "explanation": "`throws(Never)` is what generic typed-throws code becomes when its error type is `Never`. Callers don't need `try`.",
            "distractors": [
              "A function that throws on every call",
              "A function that never returns because it always throws",
              "A function whose error type is inferred at each call site"
            ],
            "answerIsCode": false,
            "code": "func total(_ values: [Int]) throws(Never) -> Int {\n    values.reduce(0, +)\n}\n\nfunc demo() -> Int {\n    total([1, 2, 3])\n}\n"
          },
          {
            "key": "throws-throwing-init",
            "category": "throws/rethrows",
            "front": "init(text: String) throws",
            "back": "A throwing initialiser: callers write `try Version(text:)`, and if it throws no instance is created",
            "explanation": "Initialisers can throw like functions. A thrown error ends initialisation, so the caller gets no half-built value.",
            "distractors": [
              "A failable initialiser that returns nil when the text is invalid",
              "An initialiser that traps when given invalid text",
              "An initialiser that can only be called inside a `do` block"
            ],
            "pitfall": "A failable `init?` returns nil instead; a throwing `init` reports why it failed.",
            "answerIsCode": false,
            "code": "enum VersionError: Error { case invalid }\n\nstruct Version {\n    var major: Int\n\n    init(text: String) throws {\n        guard let major = Int(text) else { throw VersionError.invalid }\n        self.major = major\n    }\n}\n\nfunc demo() throws -> Int {\n    try Version(text: \"6\").major\n}\n"
          },
          {
            "key": "throws-throwing-getter",
            "category": "throws/rethrows",
            "front": "var contents: String { get throws { try read() } }",
            "back": "A read-only computed property whose getter can throw; reading it needs `try`",
            "explanation": "Read-only computed properties and subscripts can be `throws`, `async` or both (Swift 5.5+). Such properties can't have a setter.",
            "distractors": [
              "A property that can only be set inside a `do` block",
              "A stored property initialised once by calling `read()`",
              "Doesn't compile: properties can't throw"
            ],
            "answerIsCode": false,
            "code": "struct Document {\n    func read() throws -> String {\n        \"text\"\n    }\n\n    var contents: String { get throws { try read() } }\n}\n\nfunc demo() throws -> String {\n    try Document().contents\n}\n"
          },
          {
            "key": "throws-rethrows-non-throwing-call",
            "category": "throws/rethrows",
            "front": "func apply(_ f: () throws -> Int) rethrows -> Int { try f() }\nlet n = apply { 42 }",
            "back": "Compiles without `try`: the closure can't throw, so this call to the `rethrows` function can't either",
            "explanation": "The compiler checks each call of a `rethrows` function against the closure actually passed. A non-throwing closure makes the call non-throwing.",
            "distractors": [
              "Doesn't compile: every call of a `rethrows` function needs `try`",
              "Compiles, but `n` is an `Int?`",
              "Compiles, but the call traps because the closure doesn't throw"
            ],
            "answerIsCode": false,
            "code": "func apply(_ f: () throws -> Int) rethrows -> Int { try f() }\n\nfunc demo() -> Int {\n    let n = apply { 42 }\n    return n\n}\n"
          },
          {
            "key": "throws-error-throwing-closure-not-handled",
            "category": "throws/rethrows",
            "front": "call can throw, but it is not marked with 'try' and the error is not handled",
            "back": "A non-throwing function calls a throwing closure parameter; mark the function `rethrows` or `throws`, and use `try`",
            "explanation": "Calling a throwing closure is a throwing call. Marking the function `rethrows` keeps it non-throwing for callers that pass a non-throwing closure.",
            "distractors": [
              "The closure parameter must be `@escaping` before it can be called",
              "The closure is called twice, which isn't allowed for throwing closures",
              "The closure must be called with `await`"
            ],
            "answerIsCode": false,
            "errorCode": "func run(_ operation: () throws -> Void) {\n    operation()\n}\n",
            "expectedError": "call can throw, but it is not marked with 'try' and the error is not handled"
          },
          {
            "key": "throws-error-typed-mismatch",
            "category": "throws/rethrows",
            "front": "thrown expression type 'NetworkError' cannot be converted to error type 'ParseError'",
            "back": "A `throws(ParseError)` function throws a different error type; throw a `ParseError` or widen the throws clause",
            "explanation": "With typed throws, everything thrown must be the declared error type. Wrap other errors in a case of it, or use plain `throws`.",
            "distractors": [
              "`NetworkError` doesn't conform to `Error`",
              "`ParseError` must be a class to be thrown",
              "The `throw` statement is missing `try`"
            ],
            "answerIsCode": false,
            "errorCode": "enum ParseError: Error { case empty }\nenum NetworkError: Error { case offline }\n\nfunc parse(_ text: String) throws(ParseError) -> Int {\n    guard !text.isEmpty else { throw NetworkError.offline }\n    return text.count\n}\n",
            "expectedError": "thrown expression type 'NetworkError' cannot be converted to error type 'ParseError'"
          },
          {
            "key": "throws-typed-catch-inference",
            "category": "throws/rethrows",
            "front": "do {\n    try parse(\"\")  // parse is throws(ParseError)\n} catch {\n    print(error.reason)\n}",
            "back": "Compiles: `error` is inferred as `ParseError`, so `.reason` can be used without a cast",
            "explanation": "When everything in a `do` body throws the same typed error, the `catch` clause receives that type rather than `any Error`. One untyped throwing call would make it `any Error` again.",
            "distractors": [
              "Doesn't compile: `error` is always `any Error` in a `catch`",
              "Compiles, but `error.reason` is looked up dynamically at run time",
              "Compiles only if the `catch` is written `catch let error as ParseError`"
            ],
            "answerIsCode": false,
            "code": "struct ParseError: Error {\n    var reason: String\n}\n\nfunc parse(_ text: String) throws(ParseError) {\n    if text.isEmpty { throw ParseError(reason: \"empty\") }\n}\n\nfunc demo() {\n    do {\n        try parse(\"\")  // parse is throws(ParseError)\n    } catch {\n        print(error.reason)\n    }\n}\n"
          },
          {
            "key": "throws-generic-typed-throws",
            "category": "throws/rethrows",
            "front": "func retry<E: Error>(_ body: () throws(E) -> Void) throws(E)",
            "back": "Throws exactly the error type that `body` throws, and nothing at all when `body` can't throw",
            "explanation": "A generic error type replaces `rethrows` in modern code. With a non-throwing closure `E` is `Never`, so the call needs no `try`.",
            "distractors": [
              "Always throws `any Error`, whatever `body` throws",
              "Catches every error from `body` and retries forever",
              "Doesn't compile: generic parameters can't appear in `throws(...)`"
            ],
            "answerIsCode": false,
            "code": "func retry<E: Error>(_ body: () throws(E) -> Void) throws(E) {\n    try body()\n}\n\nfunc demo() {\n    retry { print(\"no try needed\") }\n}\n"
          }
        ]
        """#
}
