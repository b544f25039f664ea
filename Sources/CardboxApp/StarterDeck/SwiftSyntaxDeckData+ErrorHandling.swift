extension SwiftSyntaxDeckData {
    /// The "Error Handling" cards, as a JSON array of ``StarterDeckEntry`` objects.
    static let errorHandling = #"""
        [
          {
            "key": "error-handling-do-catch",
            "category": "Error Handling",
            "front": "```swift\ndo {\n    try load()\n} catch {\n    print(error)\n}\n```",
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
            "front": "```swift\nlet value = try? parse(text)\n```",
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
            "front": "```swift\nlet config = try! loadConfig()\n```",
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
            "front": "```swift\nfunc run() {\n    defer { print(\"A\") }\n    defer { print(\"B\") }\n    print(\"C\")\n}\n```",
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
            "front": "```swift\ndo {\n    try parse(text)\n} catch ParseError.badLine(let number) {\n    print(\"Bad line \\(number)\")\n}\n```",
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
            "front": "```swift\nlet result = Result { try parse(text) }\n```",
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
            "front": "```swift\nlet value = try result.get()\n```",
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
          }
        ]
        """#
}
