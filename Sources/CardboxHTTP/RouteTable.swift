/// Finds the route for a method and path: a tree of path segments, literal children by name and one parameter
/// child per node, so a look-up costs one step per segment however many routes there are.
///
/// A route without parameters answers its path alone; among the routes with parameters that match a path, the one
/// added first wins. The table knows routes by the index they were added with; it holds no handlers, so it is the
/// same code for every context type.
struct RouteTable: Sendable {
    /// A route pattern split into segments.
    struct Pattern: Sendable {
        enum Segment: Sendable, Equatable {
            case literal(String)
            case parameter(String)
        }

        let text: String
        let segments: [Segment]

        init(_ text: String) {
            self.text = text
            segments = RouteTable.split(text).map { part in
                part.hasPrefix(":") ? .parameter(String(part.dropFirst())) : .literal(String(part))
            }
        }

        /// The parameters `parts` binds, when they match.
        func parameters(of parts: [Substring]) -> Parameters? {
            guard segments.count == parts.count else { return nil }
            var bound: [(String, String)] = []
            for index in segments.indices {
                switch segments[index] {
                case .literal(let text): if text != parts[index] { return nil }
                case .parameter(let name): bound.append((name, String(parts[index])))
                }
            }
            return Parameters(bound)
        }
    }

    /// What a look-up found.
    enum Match: Equatable {
        /// The route with this index, and the path's parameters.
        case found(Int, Parameters)
        /// The path exists for these methods only.
        case wrongMethod([HTTPMethod])
        case none
    }

    private struct Node: Sendable {
        var literals: [String: Int] = [:]
        var parameter: Int?
        /// The routes ending here, by method.
        var routes: [HTTPMethod: Int] = [:]
    }

    private var nodes = [Node()]
    private(set) var patterns: [Pattern] = []
    private var methods: [HTTPMethod] = []

    /// Every route as (method, pattern), in the order added.
    var routes: [(method: HTTPMethod, pattern: String)] {
        zip(methods, patterns).map { (method: $0, pattern: $1.text) }
    }

    /// Adds `pattern` for `method` and returns the index the route is known by.
    ///
    /// Of two routes with the same method and pattern (up to parameter names), the first is the one found.
    mutating func add(_ method: HTTPMethod, _ pattern: String) -> Int {
        let parsed = Pattern(pattern)
        let index = patterns.count
        patterns.append(parsed)
        methods.append(method)
        var node = 0
        for segment in parsed.segments {
            switch segment {
            case .literal(let text):
                if let next = nodes[node].literals[text] {
                    node = next
                } else {
                    nodes.append(Node())
                    nodes[node].literals[text] = nodes.count - 1
                    node = nodes.count - 1
                }
            case .parameter:
                if let next = nodes[node].parameter {
                    node = next
                } else {
                    nodes.append(Node())
                    nodes[node].parameter = nodes.count - 1
                    node = nodes.count - 1
                }
            }
        }
        if nodes[node].routes[method] == nil { nodes[node].routes[method] = index }
        return index
    }

    /// The route for `method` at `path`.
    ///
    /// A path that some route writes out in full, without parameters, is answered by those routes alone: another
    /// method there is a 405, never a parameter route of that method ("PATCH /cards/delete" is not "PATCH
    /// /cards/:id").
    func match(_ method: HTTPMethod, _ path: String) -> Match {
        let parts = Self.split(path)
        if let exact = literalEnd(parts), !nodes[exact].routes.isEmpty {
            guard let index = nodes[exact].routes[method] else { return .wrongMethod(Array(nodes[exact].routes.keys)) }
            return .found(index, Parameters())
        }
        var ends: [Int] = []
        collectEnds(from: 0, parts[...], into: &ends)
        var best: Int?
        for end in ends {
            guard let index = nodes[end].routes[method] else { continue }
            if best.map({ index < $0 }) ?? true { best = index }
        }
        if let best, let parameters = patterns[best].parameters(of: parts) {
            return .found(best, parameters)
        }
        let allowed = Set(ends.flatMap { nodes[$0].routes.keys })
        return allowed.isEmpty ? .none : .wrongMethod(Array(allowed))
    }

    /// The node `parts` reach through literal children alone.
    private func literalEnd(_ parts: [Substring]) -> Int? {
        var node = 0
        for part in parts {
            guard let next = nodes[node].literals[String(part)] else { return nil }
            node = next
        }
        return node
    }

    /// The nodes where `parts` can end, following literal and parameter children.
    private func collectEnds(from node: Int, _ parts: ArraySlice<Substring>, into ends: inout [Int]) {
        guard let part = parts.first else {
            if !nodes[node].routes.isEmpty { ends.append(node) }
            return
        }
        let rest = parts.dropFirst()
        if let literal = nodes[node].literals[String(part)] { collectEnds(from: literal, rest, into: &ends) }
        if let parameter = nodes[node].parameter { collectEnds(from: parameter, rest, into: &ends) }
    }

    static func split(_ path: String) -> [Substring] {
        path.split(separator: "/", omittingEmptySubsequences: true)
    }
}
