extension SwiftSyntaxDeckData {
    /// The "throws/rethrows" cards, as a JSON array of ``StarterDeckEntry`` objects.
    static let throwsRethrows = #"""
        [
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
            "front": "```swift\nfunc total(_ values: [Int]) throws(Never) -> Int\n```",
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
            "front": "```swift\ninit(text: String) throws\n```",
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
            "front": "```swift\nvar contents: String { get throws { try read() } }\n```",
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
            "front": "```swift\nfunc apply(_ f: () throws -> Int) rethrows -> Int { try f() }\nlet n = apply { 42 }\n```",
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
            "front": "```swift\ndo {\n    try parse(\"\")  // parse is throws(ParseError)\n} catch {\n    print(error.reason)\n}\n```",
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
            "front": "```swift\nfunc retry<E: Error>(_ body: () throws(E) -> Void) throws(E)\n```",
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
