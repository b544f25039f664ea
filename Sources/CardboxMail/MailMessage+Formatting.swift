/// The message as an SMTP server receives it.
extension MailMessage {
    /// The message in RFC 5322 form, ready to upload after `DATA`.
    ///
    /// Lines end in CRLF and none exceeds 998 bytes. Headers come in a fixed order: `Date` (UTC, English names),
    /// `Message-ID`, `From`, `To`, `Subject`, `MIME-Version`, `Content-Type: text/plain; charset=utf-8` and
    /// `Content-Transfer-Encoding`. Names and subjects outside printable ASCII become RFC 2047 encoded-words. An ASCII
    /// body with short lines is sent as `7bit`; any other body as quoted-printable, which also encodes a `.` at the
    /// start of a line so the text survives transports that do not dot-stuff.
    public func formatted() -> String {
        let bodyLines = MIME.lines(of: body)
        let isPlainASCII = bodyLines.allSatisfy { line in line.count <= 998 && line.allSatisfy { $0 < 0x80 } }
        var headers = [
            "Date: " + MIME.rfc5322Date(date),
            "Message-ID: <" + MIME.sanitizedMessageID(messageID) + ">",
            "From: " + MIME.header(from),
            MIME.foldedList(name: "To", items: to.map(MIME.header)),
            MIME.subjectHeader(subject),
            "MIME-Version: 1.0",
            "Content-Type: text/plain; charset=utf-8",
        ]
        headers.append("Content-Transfer-Encoding: " + (isPlainASCII ? "7bit" : "quoted-printable"))
        let encodedBody =
            isPlainASCII
            ? bodyLines.map { String(decoding: $0, as: UTF8.self) }
            : bodyLines.flatMap(MIME.quotedPrintable)
        return (headers + [""] + encodedBody).map { $0 + "\r\n" }.joined()
    }
}
