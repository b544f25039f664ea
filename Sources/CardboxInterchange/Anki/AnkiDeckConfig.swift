import CardboxCore
import Foundation

/// The study options of one of a collection's deck option groups, as far as Cardbox's decks have them.
///
/// Schema 18 keeps them as a protobuf `DeckConfig.Config` (learning steps 1 and relearning steps 2 as packed floats
/// in minutes, FSRS-6 parameters 6, new cards per day 9, maximum interval 16, desired retention 37); schema 11 as the
/// JSON of `col.dconf` (`new.delays`, `new.perDay`, `rev.maxIvl`, `lapse.delays`, `fsrsParams6`,
/// `desiredRetention`).
struct AnkiDeckConfig: Equatable {
    var learningSteps: [Double] = []
    var relearningSteps: [Double] = []
    var fsrsWeights: [Double] = []
    var newCardsPerDay: Int?
    var maximumInterval: Int?
    var desiredRetention: Double?

    init() {}

    /// Reads a `DeckConfig.Config` message; fields it does not hold keep their defaults.
    init(protobuf bytes: [UInt8]) {
        guard let fields = try? ProtobufReader.fields(of: bytes) else { return }
        for field in fields {
            switch field.number {
            case 1: learningSteps += Self.floats(field)
            case 2: relearningSteps += Self.floats(field)
            case 6: fsrsWeights += Self.floats(field)
            case 9: newCardsPerDay = field.integer.map { Int(clamping: $0) }
            case 16: maximumInterval = field.integer.map { Int(clamping: $0) }
            case 37: desiredRetention = Self.floats(field).first
            default: continue
            }
        }
    }

    /// The floats of a field: one 32-bit value, or a packed list of them.
    private static func floats(_ field: ProtobufReader.Field) -> [Double] {
        switch field.value {
        case .fixed32(let bits): return [Double(Float(bitPattern: bits))]
        case .bytes(let bytes) where bytes.count % 4 == 0:
            return stride(from: 0, to: bytes.count, by: 4).map { offset in
                let bits = (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[offset + $1]) << (8 * UInt32($1)) }
                return Double(Float(bitPattern: bits))
            }
        default: return []
        }
    }

    /// A schema-18 deck's option group and own desired retention, from its `kind` column
    /// (`DeckKindContainer.normal`: `config_id` 1, `desired_retention` 10).
    static func deckSettings(kind: [UInt8]) -> (config: Int64, desiredRetention: Double?) {
        guard let normal = (try? ProtobufReader.fields(of: kind))?.first(where: { $0.number == 1 })?.bytes,
            let fields = try? ProtobufReader.fields(of: normal)
        else { return (1, nil) }
        let config = fields.first { $0.number == 1 }?.integer.map { Int64(clamping: $0) } ?? 1
        let retention = fields.first { $0.number == 10 }.flatMap { floats($0).first }.flatMap { $0 > 0 ? $0 : nil }
        return (config, retention)
    }

    /// Schema 11's option groups and each deck's group, from the JSON of `col.dconf` and `col.decks`.
    static func legacy(
        dconf: String, decks: String
    ) -> ([Int64: AnkiDeckConfig], [Int64: (config: Int64, desiredRetention: Double?)]) {
        var configs: [Int64: AnkiDeckConfig] = [:]
        if let groups = (try? JSONSerialization.jsonObject(with: Data(dconf.utf8))) as? [String: Any] {
            for (key, value) in groups {
                guard let id = Int64(key), let group = value as? [String: Any] else { continue }
                var config = AnkiDeckConfig()
                let new = group["new"] as? [String: Any]
                let lapse = group["lapse"] as? [String: Any]
                config.learningSteps = (new?["delays"] as? [NSNumber])?.map(\.doubleValue) ?? []
                config.relearningSteps = (lapse?["delays"] as? [NSNumber])?.map(\.doubleValue) ?? []
                config.newCardsPerDay = (new?["perDay"] as? NSNumber)?.intValue
                config.maximumInterval = ((group["rev"] as? [String: Any])?["maxIvl"] as? NSNumber)?.intValue
                config.fsrsWeights = (group["fsrsParams6"] as? [NSNumber])?.map(\.doubleValue) ?? []
                config.desiredRetention = (group["desiredRetention"] as? NSNumber)?.doubleValue
                configs[id] = config
            }
        }
        var settings: [Int64: (config: Int64, desiredRetention: Double?)] = [:]
        if let all = (try? JSONSerialization.jsonObject(with: Data(decks.utf8))) as? [String: Any] {
            for (key, value) in all {
                guard let id = Int64(key), let deck = value as? [String: Any] else { continue }
                settings[id] = ((deck["conf"] as? NSNumber)?.int64Value ?? 1, nil)
            }
        }
        return (configs, settings)
    }

    /// `base` with these options where Cardbox's decks have them, each kept within what a deck accepts: steps of 1
    /// second to 1 year (at most 20, and none given keeps the base's), retention 0.70–0.99, new cards 0–9,999 a day,
    /// intervals 1–36,500 days, FSRS-6 weights only when all 21 are there.
    func applied(to base: DeckOptions, desiredRetention override: Double?) -> DeckOptions {
        var options = base
        func seconds(_ minutes: [Double]) -> [Int]? {
            let steps = minutes.prefix(20).map { Int((min(max($0, 1.0 / 60), 525_600) * 60).rounded()) }
            return steps.isEmpty ? nil : steps
        }
        options.learningSteps = seconds(learningSteps) ?? base.learningSteps
        options.relearningSteps = seconds(relearningSteps) ?? base.relearningSteps
        if let newCardsPerDay { options.newCardsPerDay = min(max(newCardsPerDay, 0), 9_999) }
        if let maximumInterval { options.maximumInterval = min(max(maximumInterval, 1), 36_500) }
        if let retention = override ?? desiredRetention, retention > 0 {
            // Anki stores retention as a 32-bit float: 0.9 reads back as 0.8999999762.
            options.desiredRetention = min(max((retention * 1_000).rounded() / 1_000, 0.7), 0.99)
        }
        if fsrsWeights.count == FSRSParameters.defaultWeights.count {
            // Kept as 32-bit floats too: six decimals give back the weights as they were written.
            options.fsrsWeights = fsrsWeights.map { ($0 * 1_000_000).rounded() / 1_000_000 }
        }
        return options
    }
}
