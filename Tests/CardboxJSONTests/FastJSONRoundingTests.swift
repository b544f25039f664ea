import CardboxJSON
import Testing

/// `FastJSONEncoder(decimalPlaces:)`: computed fractions lose their float noise, whole numbers and short fractions
/// are written as they are.
@Suite struct FastJSONRoundingTests {
    struct Figures: Encodable {
        let sum: Double
        let weight: Double
        let count: Double
        let tiny: Double
    }

    func text(_ encoder: FastJSONEncoder) throws -> String {
        String(
            decoding: try encoder.encode(Figures(sum: 0.1 + 0.2, weight: 0.2172, count: 3, tiny: 1e-9)), as: UTF8.self)
    }

    @Test func roundsFractionsToTheDecimalsAsked() throws {
        #expect(try text(FastJSONEncoder(decimalPlaces: 6)) == #"{"sum":0.3,"weight":0.2172,"count":3,"tiny":0}"#)
    }

    @Test func withoutDecimalsEveryDigitIsKept() throws {
        #expect(
            try text(FastJSONEncoder()) == #"{"sum":0.30000000000000004,"weight":0.2172,"count":3,"tiny":1e-09}"#)
    }
}
