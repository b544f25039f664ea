extension SwiftSyntaxDeckData {
    /// The "some/any" cards, as a JSON array of ``StarterDeckEntry`` objects.
    static let someAny = #"""
        [
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
            "front": "```swift\nlet shapes: [any Shape] = [Circle(), Square()]\n```",
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
            "front": "```swift\nfunc draw(_ shape: some Shape)\n```",
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
            "front": "```swift\nfunc drawAll(_ shapes: [some Shape])\n```",
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
            "front": "```swift\nfunc show(_ value: some CustomStringConvertible) { print(value.description) }\nfunc describe(_ value: any CustomStringConvertible) { show(value) }\n```",
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
            "front": "```swift\nvar evens: some Sequence<Int> { [2, 4, 6] }\n```",
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
          }
        ]
        """#
}
