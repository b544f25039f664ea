import CardboxCore
import CardboxHTTP
import CardboxInterchange
import Foundation

/// A deck and its subdecks as a download (an Anki package, a CSV spreadsheet or Quizlet text), for the deck page's
/// export links and the API alike.
struct DeckExport {
    let services: WebServices

    /// The download of `deck` in the format `request`'s `format` names (`apkg` when absent).
    func response(_ request: Request, deck: Deck, user: User) throws -> Response {
        let text = request.query["format"] ?? CardFileExport.Format.apkg.rawValue
        guard let format = CardFileExport.Format(rawValue: text) else {
            throw WebError.invalid("Choose apkg, csv or quizlet.", field: "format")
        }
        let layoutText = request.query["anki_layout"] ?? AnkiPackageWriter.Layout.legacy.rawValue
        guard let layout = AnkiPackageWriter.Layout(rawValue: layoutText) else {
            throw WebError.invalid("Choose legacy or latest.", field: "anki_layout")
        }
        let exported = try CardFileExport.run(
            deck, format: format, layout: layout, store: services.store, calendar: services.calendar(for: user),
            now: services.now())
        var response = Response(status: .ok, contentType: format.mediaType, body: exported.bytes)
        response.headers["Content-Disposition"] = Self.disposition(deck.name, fileExtension: format.fileExtension)
        return response
    }

    /// An attachment named after the deck: ASCII for every client, and the whole name in UTF-8 for those that read
    /// RFC 6266's `filename*`.
    static func disposition(_ name: String, fileExtension: String) -> String {
        let ascii = String(
            name.unicodeScalars.map {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) ? Character($0) : "-"
            })
        let encoded =
            name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ascii
        return "attachment; filename=\"\(ascii).\(fileExtension)\"; filename*=UTF-8''\(encoded).\(fileExtension)"
    }
}
