extension SwiftSyntaxDeckData {
    /// The "Pattern Matching" cards, as a JSON array of ``StarterDeckEntry`` objects.
    static let patternMatching = #"""
        [
          {
            "key": "patterns-if-case",
            "category": "Pattern Matching",
            "front": "```swift\nif case .success(let value) = result { print(value) }\n```",
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
            "front": "```swift\nswitch (x, y) {\ncase (_, 0): print(\"on the x-axis\")\ndefault: print(\"elsewhere\")\n}\n```",
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
            "front": "```swift\nswitch temperature {\ncase ..<0: print(\"freezing\")\ncase 0..<25: print(\"mild\")\ndefault: print(\"hot\")\n}\n```",
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
            "front": "```swift\nswitch number {\ncase let n where n.isMultiple(of: 2): print(\"\\(n) is even\")\ndefault: print(\"odd\")\n}\n```",
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
            "front": "```swift\nfor case let name? in names { print(name) }\n```",
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
            "front": "```swift\ncase is String:\n```",
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
            "front": "```swift\ncase let .move(x, y):\n```",
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
            "front": "```swift\ncase \"a\", \"e\", \"i\", \"o\", \"u\":\n```",
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
          }
        ]
        """#
}
