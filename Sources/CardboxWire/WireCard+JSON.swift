public import CardboxJSON

extension Wire.Card: JSONWritable {
    /// The card as its `Encodable` conformance writes it, member for member.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("id", id)
        writer.member("deck_id", deckId)
        writer.member("front", front)
        writer.member("back", back)
        writer.member("explanation", explanation)
        writer.member("distractors", distractors)
        writer.member("category", category)
        writer.member("tags", tags)
        writer.member("pitfall", pitfall)
        writer.member("answer_is_code", answerIsCode)
        writer.member("answer_is_typed", answerIsTyped)
        writer.member("colors", colors)
        writer.member("source", source)
        writer.member("phase", phase)
        writer.member("due", due)
        writer.member("created_at", createdAt)
        writer.endObject()
    }
}

extension Wire.Source: JSONWritable {
    /// The source as its `Encodable` conformance writes it.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("document", document)
        writer.member("document_id", documentId)
        writer.member("page", page)
        writer.member("paragraph", paragraph)
        writer.endObject()
    }
}

extension Wire.Colors: JSONWritable {
    /// The colours as their `Encodable` conformance writes them.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("text", text)
        writer.member("card", card)
        writer.member("view", view)
        writer.endObject()
    }
}
