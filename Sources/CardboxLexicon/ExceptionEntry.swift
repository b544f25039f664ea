/// One line of a `<pos>.exc` file: an irregular form and its base forms, such as `mice mouse`.
struct ExceptionEntry: Equatable, Sendable {
    /// The inflected form, lower case with underscores for spaces.
    let form: String
    /// The base forms, in file order.
    let bases: [String]

    /// Parses `form base [base…]`, or returns `nil` for a line with fewer than two fields.
    init?(line: String) {
        let fields = line.split(separator: " ").map(String.init)
        guard let form = fields.first, fields.count >= 2 else { return nil }
        self.form = form
        bases = Array(fields.dropFirst())
    }
}
