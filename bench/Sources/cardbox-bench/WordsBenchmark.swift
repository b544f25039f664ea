// Cardbox side of the dictionary benchmark (see bench/words.py): opens WordNet and times one full look-up
// (`Lexicon.define`: base forms, senses, relations) per word of a file, one word per line.
import CardboxLexicon
import Foundation

/// Runs `cardbox-bench words --words FILE [--dictionary DIR]` and prints one JSON line of timings.
func runWordsBenchmark(_ arguments: [String]) -> Never {
    var wordsPath = ""
    var directory = Lexicon.defaultDirectory
    var index = 0
    while index + 1 < arguments.count {
        switch arguments[index] {
        case "--words": wordsPath = arguments[index + 1]
        case "--dictionary": directory = arguments[index + 1]
        default: break
        }
        index += 2
    }
    guard let data = FileManager.default.contents(atPath: wordsPath) else {
        fail("usage: cardbox-bench words --words FILE [--dictionary DIR]")
    }
    let words = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    let clock = ContinuousClock()
    var lexicon: Lexicon?
    let open = clock.measure { lexicon = try? Lexicon(directory: directory) }
    guard let lexicon else { fail("no WordNet database in \(directory)") }
    var found = 0
    var timings: [Double] = []
    timings.reserveCapacity(words.count)
    for word in words {
        var definition: WordDefinition?
        let elapsed = clock.measure { definition = lexicon.define(word) }
        if definition != nil { found += 1 }
        timings.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
    }
    let openMilliseconds = Double(open.components.attoseconds) / 1e15 + Double(open.components.seconds) * 1e3
    let result: [String: Any] = [
        "lookups": words.count, "found": found, "open_ms": openMilliseconds, "lookup_ms": timings,
    ]
    guard let json = try? JSONSerialization.data(withJSONObject: result) else { fail("cannot encode the result") }
    print(String(decoding: json, as: UTF8.self))
    exit(0)
}
