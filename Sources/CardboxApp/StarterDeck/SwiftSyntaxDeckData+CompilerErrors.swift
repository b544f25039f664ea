extension SwiftSyntaxDeckData {
    /// The "Compiler Errors" cards, as a JSON array of ``StarterDeckEntry`` objects.
    static let compilerErrors = #"""
        [
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
          }
        ]
        """#
}
