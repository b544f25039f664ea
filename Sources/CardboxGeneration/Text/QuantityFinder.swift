/// Finds numbers worth asking about in a tokenised sentence: years, decades, percentages, amounts of money and
/// quantities with units.
///
/// A mention covers the currency sign, the number, a scale word ("million") and a unit or percent sign, so the
/// answer reads as written ("$5 billion", "45%", "1,200 metres"); a plain count keeps its noun outside
/// ("206" in "206 bones"). Numbers that label things ("Figure 3", "Apollo 11", "page 12"), the day of a date ("26
/// August"), ordinals, numbers joined to words ("10-year", "19th") and list numbering are skipped.
enum QuantityFinder {
    /// What a number is.
    enum Kind: Sendable, Equatable {
        /// A four-digit year from 1000 to 2099.
        case year
        /// A decade such as "1960s".
        case decade
        /// A percentage.
        case percentage
        /// A number with a unit, a currency or a scale word.
        case measure
        /// A number followed by a noun it counts.
        case count
    }

    /// A number in a sentence.
    struct Mention: Sendable, Equatable {
        /// The tokens it covers.
        var tokens: Range<Int>
        /// What kind of number it is.
        var kind: Kind
    }

    /// The numbers of `tokens`, in order.
    static func mentions(in tokens: [Token]) -> [Mention] {
        var mentions: [Mention] = []
        let lead = Tokenizer.leadCount(of: tokens)
        var index = lead
        while index < tokens.count {
            defer { index += 1 }
            let token = tokens[index]
            guard token.kind == .number, !isLabel(tokens, at: index, lead: lead) else { continue }
            let text = token.text
            if text.count == 5, text.hasSuffix("s"), let value = Int(text.dropLast()), (1000...2090).contains(value),
                value % 10 == 0
            {
                mentions.append(Mention(tokens: index..<(index + 1), kind: .decade))
                continue
            }
            guard text.allSatisfy({ $0.isNumber || $0 == "," || $0 == "." }) else { continue }
            var start = index
            if index > lead, currencies.contains(tokens[index - 1].text), tokens[index - 1].end == token.start {
                start = index - 1
            }
            var end = index + 1
            if end < tokens.count, scales.contains(tokens[end].lower) { end += 1 }
            if end < tokens.count, tokens[end].text == "%", tokens[end].start == tokens[end - 1].end {
                mentions.append(Mention(tokens: start..<(end + 1), kind: .percentage))
                index = end
                continue
            }
            if end < tokens.count, tokens[end].lower == "percent" {
                mentions.append(Mention(tokens: start..<(end + 1), kind: .percentage))
                index = end
                continue
            }
            if end + 1 < tokens.count, tokens[end].lower == "per", tokens[end + 1].lower == "cent" {
                mentions.append(Mention(tokens: start..<(end + 2), kind: .percentage))
                index = end + 1
                continue
            }
            if end + 1 < tokens.count, tokens[end].text == "°", ["c", "f"].contains(tokens[end + 1].lower) {
                mentions.append(Mention(tokens: start..<(end + 2), kind: .measure))
                index = end + 1
                continue
            }
            if end < tokens.count, units.contains(tokens[end].lower) || units.contains(tokens[end].text) {
                mentions.append(Mention(tokens: start..<(end + 1), kind: .measure))
                index = end
                continue
            }
            if start < index || end > index + 1 {
                mentions.append(Mention(tokens: start..<end, kind: .measure))
                index = end - 1
                continue
            }
            let countsSomething =
                end < tokens.count && tokens[end].isLowercaseWord && !CommonWords.isStopword(tokens[end].lower)
                && !yearFollowers.contains(tokens[end].lower)
            if isYear(text), !countsSomething {
                mentions.append(Mention(tokens: index..<end, kind: .year))
                continue
            }
            // A capital after the number makes it part of a date or a name ("26 August", "18 Brumaire").
            if end < tokens.count, tokens[end].isLowercaseWord, !CommonWords.isStopword(tokens[end].lower) {
                mentions.append(Mention(tokens: index..<end, kind: .count))
            }
        }
        return mentions
    }

    /// Whether `text` is a year from 1000 to 2099.
    static func isYear(_ text: String) -> Bool {
        text.count == 4 && text.allSatisfy(\.isNumber) && Int(text).map { (1000...2099).contains($0) } == true
    }

    // MARK: - Private

    /// Currency signs that belong to the amount after them.
    private static let currencies: Set<String> = ["$", "£", "€", "¥"]
    /// Scale words that belong to the number before them.
    private static let scales: Set<String> = ["thousand", "million", "billion", "trillion"]
    /// Nouns whose following number labels something ("Figure 3").
    private static let labels: Set<String> = [
        "figure", "fig", "table", "chapter", "section", "page", "pages", "pp", "p", "no", "step", "part", "article",
        "volume", "vol", "equation", "eq", "item", "version", "level", "stage", "type", "grade", "class", "room",
        "line", "appendix", "route", "phase", "number", "unit", "lesson", "exercise", "question",
    ]
    /// Capitalised words that may open a sentence before a number without labelling it.
    private static let approximations: Set<String> = ["over", "under", "some", "only", "just", "circa", "exactly"]
    /// Lower-case words that may follow a year.
    private static let yearFollowers: Set<String> = ["and", "or", "to", "until", "when", "after", "before", "bc", "ad"]

    /// Measurement units, lower case (plus a few written with capitals).
    private static let units: Set<String> = [
        "km", "m", "cm", "mm", "nm", "µm", "μm", "kg", "g", "mg", "μg", "t", "lb", "lbs", "oz", "l", "ml", "litres",
        "liters", "litre", "liter", "metres", "meters", "metre", "meter", "kilometres", "kilometers", "kilometre",
        "kilometer", "centimetres", "centimeters", "millimetres", "millimeters", "micrometres", "micrometers",
        "nanometres", "nanometers", "miles", "mile", "feet", "foot", "ft", "inches", "inch", "yards",
        "hectares", "acres", "degrees", "kelvin", "hz", "khz", "mhz", "ghz", "w", "kw", "mw", "gw", "kwh", "v",
        "kv", "j", "kj", "cal", "kcal", "calories", "joules", "watts", "volts", "pascals", "pa", "kpa", "atm",
        "bar", "mph", "kph", "seconds", "minutes", "hours", "days", "weeks", "months", "years", "decades",
        "centuries", "millennia", "bytes", "kb", "mb", "gb", "tb", "bits", "mol", "moles", "tonnes", "tons",
        "pounds", "ounces", "grams", "kilograms", "milligrams", "microseconds", "milliseconds", "nanoseconds",
        "light-years", "dollars", "euros", "cents", "K", "hertz", "kilohertz", "megahertz", "gigahertz",
        "kilobytes", "megabytes", "gigabytes", "terabytes", "kilowatts", "megawatts", "gigawatts", "amps", "amperes",
        "ohms", "newtons", "percent",
    ]

    /// Whether the number at `index` labels something or numbers a list instead of measuring.
    private static func isLabel(_ tokens: [Token], at index: Int, lead: Int) -> Bool {
        guard index > lead else { return false }
        let previous = tokens[index - 1]
        if labels.contains(previous.lower) { return true }
        return previous.isCapitalized && !CommonWords.isStopword(previous.lower)
            && !CommonWords.calendarWords.contains(previous.lower) && !approximations.contains(previous.lower)
            && !previous.lower.hasSuffix("ly")
    }
}
