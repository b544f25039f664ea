import CardboxCore

/// Families of names that documents cite often and the dictionary does not know: software licences, programming
/// languages, the editions of the C and C++ standards, operating systems (not Unix, which many of them are), database
/// systems, web browsers, typefaces, document, data and image formats, markup languages, network protocols, version
/// control systems, text editors, compilers and TeX's formats and engines (``NameFamily/families``).
///
/// A card whose answer is one of them ("GNU Lesser General Public License", "C89", "Python") takes its wrong answers
/// from the same family: the document's other members first, then those that share the answer's first word ("GNU …"),
/// then the family in its order, which puts the best known first.
enum NameFamily {
    /// The other members of the family of `answer`, in the order above; empty when `answer` is in none.
    ///
    /// `mentioned` says whether the document names a member.
    static func siblings(of answer: String, mentioned: (String) -> Bool = { _ in false }) -> [String] {
        // Compared as written, case aside: "C", "C++" and "C#" are three languages.
        let key = folded(answer)
        // "windows" of a house and "python" the snake are no operating system or language: a member that is also an
        // everyday word belongs only when written with its capital.
        if everydayWords.contains(key), answer.trimmed.first?.isLowercase == true { return [] }
        guard let family = familyOfMember[key].map({ families[$0] }) else { return [] }
        let words = key.split(separator: " ")
        let same = Set(sameThing.first { $0.contains(key) } ?? [key])
        let others = family.filter { !same.contains(folded($0)) }
        func rank(_ member: String) -> Int {
            if mentioned(member) { return 0 }
            return words.count > 1 && folded(member).split(separator: " ").first == words.first ? 1 : 2
        }
        return others.enumerated().sorted { a, b in
            let (x, y) = (rank(a.element), rank(b.element))
            return x != y ? x < y : a.offset < b.offset
        }.map(\.element)
    }

    /// For each member, folded, the position of its family in ``families``: most answers belong to none, and are
    /// told so by one look-up.
    private static let familyOfMember: [String: Int] = {
        var index: [String: Int] = [:]
        for (position, family) in families.enumerated() {
            for member in family where index[folded(member)] == nil { index[folded(member)] = position }
        }
        return index
    }()

    /// `text` in lower case with single spaces.
    private static func folded(_ text: String) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Names of one thing, folded, of which one is never a wrong answer for another.
    ///
    /// The same standard ratified twice ("C89", "C90", "ANSI C"), a licence renamed ("GNU Library General Public
    /// License" became the Lesser one).
    private static let sameThing: [Set<String>] = [
        ["c89", "c90", "ansi c"], ["gnu lesser general public license", "gnu library general public license"],
        ["macos", "os x", "mac os x"], ["google chrome", "chromium"], ["times", "times new roman", "times roman"],
        ["libertine", "linux libertine"], ["ssl", "tls"], ["jpeg", "jpg"], ["tiff", "tif"], ["vi", "vim"],
        ["gcc", "gnu compiler collection"],
    ]

    /// Members, folded, that are also everyday words ("windows", "python", "times"): named only with a capital.
    private static let everydayWords: Set<String> = [
        "windows", "python", "ruby", "swift", "go", "rust", "scheme", "lisp", "julia", "dart", "times", "courier",
        "georgia", "oracle", "haiku", "mercurial", "subversion", "bazaar", "perforce", "fossil", "atom", "ada",
        "pascal",
        "r", "c",
    ]

    /// Every family.
    static let families: [[String]] = [
        licences, licenceAbbreviations, languages, cStandards, cppStandards, operatingSystems, databases, browsers,
        typefaces, documentFormats, markupLanguages, dataFormats, imageFormats, protocols, versionControl, editors,
        compilers,
        texEngines,
    ]

    /// Software and documentation licences by full name, the most used first.
    static let licences = [
        "GNU General Public License", "GNU Lesser General Public License", "GNU Affero General Public License",
        "GNU Free Documentation License", "GNU Library General Public License", "MIT License", "Apache License",
        "BSD License", "Mozilla Public License", "Eclipse Public License", "Artistic License",
        "Creative Commons Attribution License", "Common Development and Distribution License", "ISC License",
        "Boost Software License", "European Union Public Licence",
    ]

    /// Licences by their usual abbreviation.
    static let licenceAbbreviations = [
        "GPL", "LGPL", "AGPL", "GFDL", "MPL", "EPL", "CDDL", "EUPL", "BSL", "CC BY", "CC BY-SA", "CC0",
    ]

    /// Programming languages, the most used first.
    static let languages = [
        "Python", "JavaScript", "Java", "C", "C++", "C#", "TypeScript", "Go", "Rust", "PHP", "Ruby", "Swift",
        "Kotlin", "Perl", "Haskell", "Scala", "Lua", "R", "MATLAB", "Julia", "Fortran", "COBOL", "Pascal", "Ada",
        "Lisp", "Scheme", "Prolog", "Erlang", "Elixir", "OCaml", "Smalltalk", "Objective-C", "Dart", "Clojure",
    ]

    /// Editions of the C standard.
    static let cStandards = ["C89", "C90", "C99", "C11", "C17", "C23", "ANSI C", "K&R C"]

    /// Editions of the C++ standard.
    static let cppStandards = ["C++98", "C++03", "C++11", "C++14", "C++17", "C++20", "C++23"]

    /// Operating systems, the most used first.
    static let operatingSystems = [
        "Linux", "Windows", "macOS", "Android", "iOS", "FreeBSD", "Solaris", "OpenBSD", "NetBSD", "ChromeOS",
        "AIX", "HP-UX", "OS X", "Mac OS X", "MS-DOS", "OS/2", "Haiku",
    ]

    /// Database systems, the most used first.
    static let databases = [
        "PostgreSQL", "MySQL", "SQLite", "Oracle Database", "Microsoft SQL Server", "MariaDB", "MongoDB", "Redis",
        "Cassandra", "IBM Db2", "Microsoft Access", "Firebird", "CouchDB", "Neo4j",
    ]

    /// Web browsers, the most used first.
    static let browsers = [
        "Google Chrome", "Firefox", "Microsoft Edge", "Chromium", "Internet Explorer", "Mozilla Firefox", "Konqueror",
        "Lynx", "Netscape Navigator",
    ]

    /// Typefaces, the most used first.
    static let typefaces = [
        "Times", "Helvetica", "Palatino", "Computer Modern", "Latin Modern", "Garamond", "Arial", "Times New Roman",
        "Courier", "Libertine", "Linux Libertine", "Baskerville", "Bodoni", "Futura", "Gill Sans", "Verdana", "Georgia",
        "Frutiger", "Univers", "Optima", "DejaVu Sans", "Liberation Serif", "Fira Sans", "Source Sans Pro", "Roboto",
        "Calibri", "Cambria", "Bookman", "Century Schoolbook", "Utopia", "Charter", "Avant Garde",
    ]

    /// Formats of documents, the most used first.
    static let documentFormats = ["PDF", "HTML", "PostScript", "DOCX", "ODT", "RTF", "EPUB", "DVI", "XPS"]

    /// Markup languages for writing documents, the most used first.
    static let markupLanguages = [
        "Markdown", "reStructuredText", "AsciiDoc", "Texinfo", "DocBook", "troff", "Org", "groff",
    ]

    /// Formats of data, the most used first.
    static let dataFormats = ["JSON", "XML", "CSV", "YAML", "TOML", "INI", "Protocol Buffers", "MessagePack", "BSON"]

    /// Formats of images, the most used first.
    static let imageFormats = ["PNG", "JPEG", "GIF", "SVG", "TIFF", "BMP", "WebP", "EPS", "JPG", "TIF", "PPM", "XPM"]

    /// Network protocols, the most cited first.
    static let protocols = [
        "HTTP", "TCP", "UDP", "IP", "DNS", "HTTPS", "FTP", "SMTP", "SSH", "TLS", "DHCP", "ARP", "ICMP", "IMAP", "POP3",
        "SNMP", "NTP", "LDAP", "Telnet", "SSL", "BGP", "SFTP", "RTP", "SIP", "MQTT", "WebSocket",
    ]

    /// Version control systems, the most used first.
    static let versionControl = [
        "Git", "Subversion", "Mercurial", "CVS", "Perforce", "Bazaar", "Darcs", "Fossil", "RCS", "BitKeeper",
    ]

    /// Text editors, the most used first.
    static let editors = [
        "Vim", "Emacs", "Visual Studio Code", "nano", "Notepad++", "Sublime Text", "vi", "gedit", "Kate", "Atom",
        "TextMate", "BBEdit",
    ]

    /// Compilers, the most used first.
    static let compilers = [
        "GCC", "Clang", "MSVC", "Intel C++ Compiler", "TinyCC", "gfortran", "GNU Compiler Collection",
    ]

    /// TeX and the formats and engines that typeset with it, the most used first.
    static let texEngines = [
        "LaTeX", "pdfTeX", "XeTeX", "LuaTeX", "ConTeXt", "TeX", "plain TeX", "e-TeX", "pTeX", "upTeX", "pdfLaTeX",
        "XeLaTeX", "LuaLaTeX",
    ]
}
