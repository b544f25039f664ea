import Testing

@testable import CardboxGeneration

/// Deterministic numeric distractors.
@Suite struct NumericPerturbationTests {
    @Test func movesYearsByAFewYears() {
        let variants = NumericPerturbation.variants(of: "1969")
        #expect(variants.count == 3)
        for variant in variants {
            let year = Int(variant) ?? 0
            #expect(variant.count == 4)
            #expect(year != 1969 && abs(year - 1969) <= 12)
        }
        #expect(Set(variants).count == 3)
    }

    @Test(arguments: ["16", "64 bits", "4096", "256 bytes"])
    func aPowerOfTwoTakesOtherPowersOfTwo(answer: String) throws {
        let variants = NumericPerturbation.variants(of: answer)
        #expect(variants.count == 3, "\(variants)")
        let unit = answer.drop { $0.isNumber }
        for variant in variants {
            let value = try #require(Int(variant.prefix { $0.isNumber }))
            #expect(value & (value - 1) == 0 && value != Int(answer.prefix { $0.isNumber }), "\(variants)")
            #expect(variant.drop { $0.isNumber } == unit)
        }
    }

    @Test func otherWholeNumbersAreScaled() {
        // 24 and 100 are no powers of two; 12 metres is a length, not a width.
        for answer in ["24", "100", "16 metres"] {
            let values = NumericPerturbation.variants(of: answer).compactMap { Int($0.prefix { $0.isNumber }) }
            #expect(values.contains { $0 & ($0 - 1) != 0 }, "\(answer): \(values)")
        }
    }

    @Test func isDeterministic() {
        #expect(NumericPerturbation.variants(of: "1,200 metres") == NumericPerturbation.variants(of: "1,200 metres"))
        #expect(NumericPerturbation.variants(of: "1969") == ["1968", "1977", "1965"])
    }

    @Test func keepsUnitsPrefixesAndDigitGrouping() {
        let variants = NumericPerturbation.variants(of: "1,200 metres")
        #expect(variants == ["840 metres", "1,400 metres", "600 metres"])
        #expect(
            NumericPerturbation.variants(of: "$5 billion").allSatisfy { $0.hasPrefix("$") && $0.hasSuffix(" billion") })
    }

    @Test func scalesByTenToFiftyPercent() {
        for answer in ["2,000", "46", "250", "11,000 metres"] {
            let value = Double(answer.filter(\.isNumber)) ?? 0
            for variant in NumericPerturbation.variants(of: answer) {
                let other = Double(variant.filter(\.isNumber)) ?? 0
                let ratio = other / value
                #expect(ratio >= 0.45 && ratio <= 1.55, "\(answer) → \(variant)")
                #expect(abs(ratio - 1) >= 0.05, "\(answer) → \(variant)")
            }
        }
    }

    @Test func keepsPercentagesWithinAHundredAndTheirWording() {
        let variants = NumericPerturbation.variants(of: "about 75%")
        #expect(variants.count == 3)
        for variant in variants {
            #expect(variant.hasPrefix("about ") && variant.hasSuffix("%"))
            let value = Int(variant.filter(\.isNumber)) ?? 0
            #expect(value > 0 && value <= 100 && value != 75)
        }
        #expect(NumericPerturbation.variants(of: "90 percent").allSatisfy { $0.hasSuffix(" percent") })
    }

    @Test func keepsDecimalPlaces() {
        #expect(NumericPerturbation.variants(of: "3.5 kg") == ["4.6 kg", "2.8 kg", "5.3 kg"])
    }

    @Test func movesDecadesAndSmallCountsInTheirOwnSteps() {
        #expect(NumericPerturbation.variants(of: "1960s") == ["1950s", "1980s", "1940s"])
        let small = NumericPerturbation.variants(of: "7").compactMap { Int($0) }
        #expect(small.count == 3)
        #expect(small.allSatisfy { $0 != 7 && abs($0 - 7) <= 4 && $0 >= 1 })
    }

    @Test func returnsNothingForWords() {
        #expect(NumericPerturbation.variants(of: "mitochondrion").isEmpty)
        #expect(NumericPerturbation.variants(of: "between 2 and 10 centimetres").isEmpty)
    }
}
