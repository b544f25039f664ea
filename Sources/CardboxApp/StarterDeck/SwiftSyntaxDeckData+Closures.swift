extension SwiftSyntaxDeckData {
    /// The "Closures" cards, as a JSON array of ``StarterDeckEntry`` objects.
    static let closures = #"""
        [
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
            "front": "```swift\nlet ranked = scores.sorted { $0 > $1 }\n```",
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
            "front": "```swift\nlet doubled = values.map { $0 * 2 }\n```",
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
            "front": "```swift\nvar count = 0\nlet show = { [count] in print(count) }\ncount = 5\nshow()\n```",
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
            "front": "```swift\nvar count = 0\nlet show = { print(count) }\ncount = 5\nshow()\n```",
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
            "front": "```swift\nload { print(\"loading\") } completion: { print(\"done\") }\n```",
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
            "front": "```swift\nlet label: String = { let names = [\"Ada\", \"Grace\"]; return names.joined(separator: \" & \") }()\n```",
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
          }
        ]
        """#
}
