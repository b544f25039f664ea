import CardboxCore
import CardboxInterchange
import Foundation
import Testing

/// A spreadsheet's first rows and the columns the import would give them, for the import form's column picker.
@Suite struct CardFilePreviewTests {
    @Test func aNamedHeaderRowGivesItsRolesAndIsMarkedAsTheHeader() throws {
        let text =
            "Question;Answer;Wrong answer;Wrong answer;Explanation\nperro;dog;cat;cow;Spanish\ngato;cat;dog;owl;\n"
        let preview = try CardFilePreview(bytes: Array(text.utf8))
        #expect(preview.separator == ";")
        #expect(preview.firstRowIsHeader)
        #expect(preview.roles == [.front, .back, .wrong, .wrong, .explanation])
        #expect(preview.rows.count == 3)
        #expect(preview.rows[1] == ["perro", "dog", "cat", "cow", "Spanish"])
        #expect(preview.columnList == "front,back,wrong,wrong,explanation")
    }

    @Test func withoutAHeaderTheFirstTwoColumnsAreFrontAndBackAndTheRestSkipped() throws {
        let text = "perro\tdog\tanimals\tnoun\ngato\tcat\tanimals\n"
        let preview = try CardFilePreview(bytes: Array(text.utf8))
        #expect(preview.separator == "\t")
        #expect(!preview.firstRowIsHeader)
        #expect(preview.roles == [.front, .back, .skip, .skip])
        #expect(preview.rows == [["perro", "dog", "animals", "noun"], ["gato", "cat", "animals"]])
    }

    @Test func onlyTheHeadOfALargeFileIsReadAndLongFieldsAreCut() throws {
        let long = String(repeating: "x", count: 500)
        var text = "front,back\n\(long),y\n"
        for index in 0..<20_000 { text += "term \(index),definition \(index)\n" }
        // A broken quote far past the head does not spoil the preview.
        text += "\"never closed,z\n"
        let bytes = Array(text.utf8)
        #expect(bytes.count > CardFilePreview.headBytes * 4)
        let preview = try CardFilePreview(bytes: bytes)
        #expect(preview.rows.count == CardFilePreview.maximumRows)
        #expect(preview.rows[1][0].count == CardFilePreview.maximumFieldCharacters)
        #expect(preview.rows[1][0].hasSuffix("…"))
        #expect(preview.roles == [.front, .back])
    }

    @Test func anAskedSeparatorWinsAndFormulaProtectionIsUndone() throws {
        let text = "'=SUM(A1);b|c\n"
        let preview = try CardFilePreview(bytes: Array(text.utf8), separator: "|")
        #expect(preview.rows == [["=SUM(A1);b", "c"]])
    }

    @Test func badFilesAreRefusedWithTheirReason() {
        #expect(throws: TextImportError.invalidUTF8(line: 2)) {
            try CardFilePreview(bytes: Array("a,b\n".utf8) + [0xFF, 0x2C, 0x62, 0x0A])
        }
        #expect(throws: TextImportError.empty) { try CardFilePreview(bytes: []) }
        #expect(throws: TextImportError.unclosedQuote(line: 1)) { try CardFilePreview(bytes: Array("\"a,b\n".utf8)) }
    }

    @Test func onlySpreadsheetsArePreviewed() throws {
        let csv = Array("front,back\nperro,dog\n".utf8)
        #expect(
            try CardFileImport.preview(bytes: csv, fileName: "spanish.csv", separator: nil)?.roles == [.front, .back])
        #expect(try CardFileImport.preview(bytes: csv, fileName: "spanish.tsv", separator: nil)?.separator == "\t")
        #expect(try CardFileImport.preview(bytes: csv, fileName: "notes.pdf", separator: nil) == nil)
        #expect(
            try CardFileImport.preview(bytes: Array("perro\tdog\n".utf8), fileName: "set.txt", separator: nil) == nil)
        #expect(throws: CardFileImportError.badSeparator("ab")) {
            try CardFileImport.preview(bytes: csv, fileName: "spanish.csv", separator: "ab")
        }
    }
}
