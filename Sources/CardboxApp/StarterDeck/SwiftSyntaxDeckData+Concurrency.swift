extension SwiftSyntaxDeckData {
    /// The "Concurrency" cards, as a JSON array of ``StarterDeckEntry`` objects.
    static let concurrency = #"""
        [
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
            "front": "```swift\nasync let avatar = download(\"avatar.png\")\n```",
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
            "front": "```swift\nTask { await refresh() }\n```",
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
            "front": "```swift\nlet total = await withTaskGroup(of: Int.self) { group in\n    for id in ids { group.addTask { await score(for: id) } }\n    return await group.reduce(0, +)\n}\n```",
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
            "front": "```swift\ntry await Task.sleep(for: .seconds(1))\n```",
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
            "front": "```swift\ntry Task.checkCancellation()\n```",
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
          }
        ]
        """#
}
