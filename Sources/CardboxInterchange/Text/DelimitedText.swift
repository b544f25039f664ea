import CardboxCore

/// A spreadsheet's rows as comma-, semicolon-, tab- or pipe-separated text, read the way spreadsheets and Anki write
/// it.
///
/// - A UTF-8 byte-order mark is dropped; records end with LF or CRLF; blank lines are skipped.
/// - Fields may be quoted RFC 4180 style (`"a, b"`, `""` for a quote), across line breaks.
/// - Lines at the top that start with `#` are Anki's file headers (``AnkiTextHeaders``) or comments.
/// - The separator is the one `#separator:` names or, without it, the one that splits the first lines into the
///   same number of fields most often (tab, then `|`, `;`, `,` on a tie).
/// - Empty fields at the end of a record are dropped.
///
/// ```swift
/// let text = try DelimitedText(reading: Array("front;back\r\nperro;dog\r\n".utf8))
/// text.separator  // ";"
/// text.records    // [["front", "back"], ["perro", "dog"]]
/// ```
public struct DelimitedText: Sendable, Equatable {
    /// The records, each with its fields.
    public var records: [Record]
    /// The separator the fields were split at.
    public var separator: Unicode.Scalar
    /// The `#key:value` lines the file starts with.
    public var headers: AnkiTextHeaders

    /// One record and the line of the file it starts on.
    public struct Record: Sendable, Equatable {
        /// The line it starts on, from 1.
        public var line: Int
        /// Its fields.
        public var fields: [String]

        /// Creates the value.
        public init(line: Int, fields: [String]) {
            self.line = line
            self.fields = fields
        }
    }

    /// The separators recognised without a header, in the order a tie is broken.
    public static let separators: [Unicode.Scalar] = ["\t", "|", ";", ","]

    /// The most characters one field may hold: a card's longest text.
    public static let maximumFieldLength = 10_000

    /// Reads `bytes`, split at `separator` when given, else at the one the headers name or the text suggests; of
    /// separators the text suggests equally, one that splits lines into `expectedFields` fields wins.
    ///
    /// - Throws: ``TextImportError`` for bytes that are not UTF-8, a quote never closed or a field too long.
    public init(
        reading bytes: [UInt8], separator: Unicode.Scalar? = nil, expectedFields: Int? = nil
    ) throws(TextImportError) {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        guard let text = String(validating: body, as: UTF8.self) else {
            throw .invalidUTF8(line: Self.lineOfFirstInvalidByte(in: body))
        }
        let (headers, rest, firstLine) = AnkiTextHeaders.read(text)
        self.headers = headers
        let chosen = separator ?? headers.separator ?? Self.sniffSeparator(in: rest, expectedFields: expectedFields)
        self.separator = chosen
        records = try Self.split(rest, at: chosen, firstLine: firstLine)
    }

    /// The line holding the first byte of `bytes` that is not UTF-8.
    private static func lineOfFirstInvalidByte(in bytes: ArraySlice<UInt8>) -> Int {
        var start = bytes.startIndex
        var line = 1
        while let newline = bytes[start...].firstIndex(of: 0x0A) {
            if String(validating: bytes[start..<newline], as: UTF8.self) == nil { return line }
            line += 1
            start = newline + 1
        }
        return line
    }

    /// The separator that splits the first lines into a steady number of fields, at least two.
    static func sniffSeparator(in text: Substring, expectedFields: Int? = nil) -> Unicode.Scalar {
        let lines = text.split(whereSeparator: \.isNewline).prefix(50)
        var best: (separator: Unicode.Scalar, lines: Int, fitsExpected: Bool) = ("\t", 0, false)
        for candidate in separators {
            var counts: [Int: Int] = [:]
            for line in lines {
                let separatorCount = countOutsideQuotes(candidate, in: line)
                if separatorCount > 0 { counts[separatorCount, default: 0] += 1 }
            }
            guard let (count, steady) = counts.max(by: { ($0.value, -$0.key) < ($1.value, -$1.key) }) else { continue }
            let fits = expectedFields == count + 1
            if steady > best.lines || (steady == best.lines && fits && !best.fitsExpected) {
                best = (candidate, steady, fits)
            }
        }
        return best.separator
    }

    /// How often `separator` occurs in `line` outside double quotes.
    private static func countOutsideQuotes(_ separator: Unicode.Scalar, in line: Substring) -> Int {
        var count = 0
        var quoted = false
        for scalar in line.unicodeScalars {
            if scalar == "\"" {
                quoted.toggle()
            } else if scalar == separator && !quoted {
                count += 1
            }
        }
        return count
    }

    /// Splits `text` into records of fields.
    private static func split(
        _ text: Substring, at separator: Unicode.Scalar, firstLine: Int
    ) throws(TextImportError) -> [Record] {
        var records: [Record] = []
        var fields: [String] = []
        var field = String.UnicodeScalarView()
        var fieldLength = 0
        var line = firstLine
        var recordLine = firstLine
        var quoted = false
        var quoteLine = firstLine
        var fieldStarted = false
        var scalars = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = nil

        func endField() {
            fields.append(String(field))
            field = String.UnicodeScalarView()
            fieldLength = 0
            fieldStarted = false
        }
        func endRecord() {
            endField()
            while let last = fields.last, last.isEmpty { fields.removeLast() }
            if !fields.isEmpty { records.append(Record(line: recordLine, fields: fields)) }
            fields = []
        }

        while let scalar = pending ?? scalars.next() {
            pending = nil
            if quoted {
                if scalar == "\"" {
                    let next = scalars.next()
                    if next == "\"" {
                        field.append("\"")
                        fieldLength += 1
                    } else {
                        quoted = false
                        pending = next
                    }
                    continue
                }
                if scalar == "\n" { line += 1 }
                field.append(scalar)
                fieldLength += 1
            } else if scalar == "\"" && !fieldStarted {
                quoted = true
                fieldStarted = true
                quoteLine = line
                continue
            } else if scalar == separator {
                endField()
                continue
            } else if scalar == "\n" {
                endRecord()
                line += 1
                recordLine = line
                continue
            } else if scalar == "\r" {
                let next = scalars.next()
                if next != "\n" {
                    field.append(scalar)
                    fieldLength += 1
                }
                pending = next
                continue
            } else {
                field.append(scalar)
                fieldLength += 1
                fieldStarted = true
            }
            if fieldLength > maximumFieldLength {
                throw .fieldTooLong(line: recordLine, column: fields.count + 1, limit: maximumFieldLength)
            }
        }
        if quoted { throw .unclosedQuote(line: quoteLine) }
        endRecord()
        return records
    }
}
