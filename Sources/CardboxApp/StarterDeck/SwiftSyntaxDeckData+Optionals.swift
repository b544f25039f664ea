extension SwiftSyntaxDeckData {
    /// The "Optionals" cards, as a JSON array of ``StarterDeckEntry`` objects.
    static let optionals = #"""
        [
          {
            "key": "optionals-guard-let",
            "category": "Optionals",
            "front": "```swift\nguard let user else { return }\n```",
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
            "front": "```swift\nlet name = nickname ?? \"Guest\"\n```",
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
            "front": "```swift\nlet count = user?.friends.count\n```",
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
            "front": "```swift\nlet port = Int(\"8080\")!\n```",
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
            "front": "```swift\nlet length = input.map { $0.count }  // input: String?\n```",
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
            "front": "```swift\nlet port = portText.flatMap { Int($0) }  // portText: String?\n```",
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
            "front": "```swift\nif var name { name += \"!\"; print(name) }\n```",
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
            "front": "```swift\nif user?.isAdmin == true { grantAccess() }\n```",
            "back": "Calls `grantAccess()` only when `user` isn't nil and its `isAdmin` is true",
            "explanation": "`user?.isAdmin` is a `Bool?`. Comparing it with `== true` treats nil like false without unwrapping first.",
            "distractors": [
              "Doesn't compile: a `Bool?` can't be compared with `true`",
              "Calls `grantAccess()` when `user` is nil or `isAdmin` is true",
              "Traps at runtime when `user` is nil"
            ],
            "answerIsCode": false,
            "code": "struct User {\n    var isAdmin: Bool\n}\n\nfunc grantAccess() {\n    print(\"Access granted\")\n}\n\nfunc check(_ user: User?) {\n    if user?.isAdmin == true { grantAccess() }\n}\n"
          }
        ]
        """#
}
