/// A programming language the highlighter knows, with the few facts its tokenizer needs.
public struct CodeLanguage: Sendable, Equatable {
    /// The language's usual name, such as `swift`.
    public var name: String
    /// Words shown as keywords.
    var keywords: Set<String>
    /// Words shown as types besides capitalised names.
    var builtinTypes: Set<String> = []
    /// Whether a name that starts with a capital letter is a type.
    var capitalisedNamesAreTypes = false
    /// Whether keywords match in any case (SQL).
    var ignoresKeywordCase = false
    /// Markers that start a comment running to the end of the line.
    var lineComments: [String] = []
    /// The markers around a block comment.
    var blockComment: (open: String, close: String)?
    /// Characters that quote strings on one line.
    var quotes: Set<Character> = ["\""]
    /// Quotes that may span lines, such as `"""`.
    var multilineQuotes: [String] = []
    /// Characters that start an attribute or directive word (`@MainActor`, `#include`), shown as a keyword.
    var directivePrefixes: Set<Character> = []

    /// The language called `name` (or one of its usual short names), if the highlighter knows it.
    public init?(named name: String) {
        switch name.lowercased() {
        case "swift": self = .swift
        case "python", "py", "python3": self = .python
        case "javascript", "js", "mjs", "typescript", "ts", "jsx", "tsx": self = .javascript
        case "sql", "sqlite", "postgresql", "psql": self = .sql
        case "shell", "sh", "bash", "zsh", "console", "shell-session": self = .shell
        case "c", "h": self = .c
        default: return nil
        }
    }

    init(name: String, keywords: Set<String>) {
        self.name = name
        self.keywords = keywords
    }

    public static func == (left: CodeLanguage, right: CodeLanguage) -> Bool { left.name == right.name }
}

extension CodeLanguage {
    /// Swift.
    public static let swift: CodeLanguage = {
        var language = CodeLanguage(
            name: "swift",
            keywords: [
                "actor", "any", "as", "associatedtype", "async", "await", "break", "case", "catch", "class",
                "consuming", "continue", "default", "defer", "deinit", "do", "else", "enum", "extension",
                "fallthrough", "false", "fileprivate", "final", "for", "func", "get", "guard", "if", "import", "in",
                "indirect", "init", "inout", "internal", "is", "isolated", "lazy", "let", "mutating", "nil",
                "nonisolated", "open", "operator", "override", "package", "precedencegroup", "private", "protocol",
                "public", "repeat", "required", "rethrows", "return", "self", "Self", "set", "some", "static",
                "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var",
                "weak", "unowned", "where", "while", "willSet", "didSet", "borrowing", "sending", "convenience",
            ])
        language.capitalisedNamesAreTypes = true
        language.lineComments = ["//"]
        language.blockComment = ("/*", "*/")
        language.multilineQuotes = ["\"\"\""]
        language.directivePrefixes = ["@", "#"]
        return language
    }()

    /// Python.
    public static let python: CodeLanguage = {
        var language = CodeLanguage(
            name: "python",
            keywords: [
                "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del", "elif", "else",
                "except", "False", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda", "match",
                "case", "None", "nonlocal", "not", "or", "pass", "raise", "return", "True", "try", "while", "with",
                "yield", "self",
            ])
        language.builtinTypes = ["int", "str", "float", "bool", "list", "dict", "set", "tuple", "bytes", "object"]
        language.capitalisedNamesAreTypes = true
        language.lineComments = ["#"]
        language.quotes = ["\"", "'"]
        language.multilineQuotes = ["\"\"\"", "'''"]
        language.directivePrefixes = ["@"]
        return language
    }()

    /// JavaScript (and TypeScript's common words).
    public static let javascript: CodeLanguage = {
        var language = CodeLanguage(
            name: "javascript",
            keywords: [
                "async", "await", "break", "case", "catch", "class", "const", "continue", "debugger", "default",
                "delete", "do", "else", "export", "extends", "false", "finally", "for", "from", "function", "if",
                "import", "in", "instanceof", "let", "new", "null", "of", "return", "static", "super", "switch",
                "this", "throw", "true", "try", "typeof", "undefined", "var", "void", "while", "with", "yield",
                "interface", "type", "enum", "implements",
            ])
        language.builtinTypes = ["number", "string", "boolean", "object", "unknown", "never"]
        language.capitalisedNamesAreTypes = true
        language.lineComments = ["//"]
        language.blockComment = ("/*", "*/")
        language.quotes = ["\"", "'"]
        language.multilineQuotes = ["`"]
        return language
    }()

    /// SQL, with keywords in any case.
    public static let sql: CodeLanguage = {
        var language = CodeLanguage(
            name: "sql",
            keywords: [
                "add", "all", "alter", "and", "as", "asc", "begin", "between", "by", "case", "check", "commit",
                "conflict", "constraint", "create", "cross", "default", "delete", "desc", "distinct", "do", "drop",
                "else", "end", "exists", "foreign", "from", "group", "having", "if", "in", "index", "inner",
                "insert", "into", "is", "join", "key", "left", "like", "limit", "not", "null", "offset", "on",
                "or", "order", "outer", "primary", "references", "returning", "right", "rollback", "select", "set",
                "table", "then", "transaction", "union", "unique", "update", "using", "values", "view", "when",
                "where", "with", "true", "false", "cascade", "count", "sum", "avg", "min", "max",
            ])
        language.builtinTypes = [
            "integer", "int", "bigint", "smallint", "text", "varchar", "char", "real", "double", "numeric",
            "boolean", "blob", "bytea", "date", "timestamp", "timestamptz", "serial", "bigserial", "float",
        ]
        language.ignoresKeywordCase = true
        language.lineComments = ["--"]
        language.blockComment = ("/*", "*/")
        language.quotes = ["'", "\""]
        return language
    }()

    /// POSIX shells and Bash.
    public static let shell: CodeLanguage = {
        var language = CodeLanguage(
            name: "shell",
            keywords: [
                "if", "then", "else", "elif", "fi", "for", "while", "until", "do", "done", "case", "esac", "in",
                "function", "return", "exit", "export", "local", "readonly", "set", "unset", "shift", "cd", "echo",
                "printf", "source", "alias", "trap", "eval", "exec",
            ])
        language.lineComments = ["#"]
        language.quotes = ["\"", "'"]
        return language
    }()

    /// C.
    public static let c: CodeLanguage = {
        var language = CodeLanguage(
            name: "c",
            keywords: [
                "auto", "break", "case", "const", "continue", "default", "do", "else", "enum", "extern", "for",
                "goto", "if", "inline", "register", "restrict", "return", "sizeof", "static", "struct", "switch",
                "typedef", "union", "volatile", "while", "NULL", "true", "false",
            ])
        language.builtinTypes = [
            "char", "double", "float", "int", "long", "short", "signed", "unsigned", "void", "bool", "size_t",
            "ssize_t", "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t",
            "FILE",
        ]
        language.lineComments = ["//"]
        language.blockComment = ("/*", "*/")
        language.quotes = ["\"", "'"]
        language.directivePrefixes = ["#"]
        return language
    }()
}
