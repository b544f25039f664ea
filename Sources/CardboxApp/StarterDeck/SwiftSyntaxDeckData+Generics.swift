extension SwiftSyntaxDeckData {
    /// The "Generics" cards, as a JSON array of ``StarterDeckEntry`` objects.
    static let generics = #"""
        [
          {
            "key": "generics-swap-function",
            "category": "Generics",
            "front": "```swift\nfunc swapPair<T>(_ a: inout T, _ b: inout T)\n```",
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
            "front": "```swift\nfunc largest<T: Comparable>(_ items: [T]) -> T?\n```",
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
            "front": "```swift\nstruct Stack<Element> {\n    private var items: [Element] = []\n    mutating func push(_ item: Element) { items.append(item) }\n}\n```",
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
            "front": "```swift\nextension Array where Element == Int { func sum() -> Int { reduce(0, +) } }\n```",
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
            "front": "```swift\nextension Box: Equatable where Value: Equatable {}\n```",
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
          }
        ]
        """#
}
