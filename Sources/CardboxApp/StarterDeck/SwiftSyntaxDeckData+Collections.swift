extension SwiftSyntaxDeckData {
    /// The "Collections" cards, as a JSON array of ``StarterDeckEntry`` objects.
    static let collections = #"""
        [
          {
            "key": "collections-dictionary-default",
            "category": "Collections",
            "front": "```swift\ncounts[word, default: 0] += 1\n```",
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
            "front": "```swift\nlet firstEven = numbers.first(where: { $0.isMultiple(of: 2) })\n```",
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
            "front": "```swift\nlet ids = inputs.compactMap { Int($0) }\n```",
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
            "front": "```swift\nlet total = prices.reduce(0, +)\n```",
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
            "front": "```swift\nfor (index, name) in names.enumerated() { print(index, name) }\n```",
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
            "front": "```swift\nfor (name, score) in zip(names, scores) { print(name, score) }\n```",
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
            "front": "```swift\nlet rest = numbers[1...]\n```",
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
            "front": "```swift\nlet a = [1, 2, 3]\nvar b = a\nb.append(4)\nprint(a.count)\n```",
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
            "front": "```swift\nlet byLength = Dictionary(grouping: words, by: \\.count)\n```",
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
            "front": "```swift\nnames.removeAll { $0.isEmpty }\n```",
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
          }
        ]
        """#
}
