import CardboxHTTP
import Testing

@Suite struct RequestParsingTests {
    @Test func decodesFormsAndQueries() {
        let form = Parameters(urlEncoded: "name=two+words&city=K%C3%B6ln&empty=&bad=%zz&tag=a&tag=b")
        #expect(form["name"] == "two words")
        #expect(form["city"] == "Köln")
        #expect(form["empty"] == "")
        #expect(form["bad"] == "%zz")
        #expect(form.values("tag") == ["a", "b"])
        #expect(form["missing"] == nil)
    }

    @Test func encodesForQueryStrings() {
        #expect(Parameters.encode("a b&c=d/é") == "a%20b%26c%3Dd%2F%C3%A9")
        #expect(Parameters(urlEncoded: "x=" + Parameters.encode("a b&c=d/é"))["x"] == "a b&c=d/é")
    }

    @Test func parsesCookiesAndWritesSetCookie() {
        let cookies = Cookies.parse("a=1; session=abc; a=2;junk")
        #expect(cookies == ["a": "1", "session": "abc"])
        var cookie = SetCookie(name: "__Host-cardbox_session", value: "tok", maxAge: 3600, secure: true)
        #expect(
            cookie.headerValue == "__Host-cardbox_session=tok; Path=/; Max-Age=3600; HttpOnly; Secure; SameSite=Lax")
        cookie = .expired("plain", secure: false)
        #expect(cookie.headerValue == "plain=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax")
    }

    @Test func splitsMultipartBodies() throws {
        let body =
            "--XyZ\r\nContent-Disposition: form-data; name=\"deck\"\r\n\r\nBiology\r\n"
            + "--XyZ\r\nContent-Disposition: form-data; name=\"file\"; filename=\"cells.pdf\"\r\n"
            + "Content-Type: application/pdf\r\n\r\n%PDF-1.4\r\nline two\r\n--XyZ--\r\n"
        let request = Request(
            method: .post, path: "/import",
            headers: HTTPHeaders([("Content-Type", "multipart/form-data; boundary=XyZ")]), body: Array(body.utf8))
        let parts = try request.multipart()
        #expect(parts.count == 2)
        #expect(parts[0].name == "deck")
        #expect(parts[0].text == "Biology")
        #expect(parts[1].filename == "cells.pdf")
        #expect(parts[1].contentType == "application/pdf")
        #expect(parts[1].text == "%PDF-1.4\r\nline two")
    }

    @Test func refusesMalformedMultipart() {
        let truncated = Request(
            method: .post, path: "/import",
            headers: HTTPHeaders([("Content-Type", "multipart/form-data; boundary=XyZ")]),
            body: Array("--XyZ\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nno end".utf8))
        #expect(throws: HTTPError.self) { try truncated.multipart() }
        let notMultipart = Request(method: .post, path: "/", headers: HTTPHeaders([("Content-Type", "text/plain")]))
        #expect(throws: HTTPError.self) { try notMultipart.multipart() }
    }

    @Test func readsAcceptEncoding() {
        func accepts(_ value: String) -> Bool {
            Request(method: .get, path: "/", headers: HTTPHeaders([("Accept-Encoding", value)])).acceptsGzip
        }
        #expect(accepts("gzip, deflate, br"))
        #expect(accepts("br;q=1.0, gzip;q=0.8"))
        #expect(!accepts("gzip;q=0"))
        #expect(!accepts("deflate"))
    }

    @Test func headersAreCaseInsensitive() {
        var headers = HTTPHeaders([("Content-Type", "text/html")])
        #expect(headers["content-type"] == "text/html")
        headers.add("Set-Cookie", "a=1")
        headers.add("set-cookie", "b=2")
        #expect(headers.values("SET-COOKIE") == ["a=1", "b=2"])
        headers["CONTENT-TYPE"] = nil
        #expect(headers["Content-Type"] == nil)
        #expect(headers["Set-Cookies"] == nil && headers["Set-Cooki"] == nil)
    }

    /// Only letters fold: `[` and `{`, `@` and a backquote differ by the same bit as `A` and `a`.
    @Test func onlyASCIILettersCompareWithoutCase() {
        #expect("X-Request-ID".equalsIgnoringASCIICase("x-request-id"))
        #expect(!"a[b".equalsIgnoringASCIICase("a{b"))
        #expect(!"@".equalsIgnoringASCIICase("`"))
        #expect(!"Ä".equalsIgnoringASCIICase("ä"))
        #expect(!"abc".equalsIgnoringASCIICase("abcd"))
    }
}
