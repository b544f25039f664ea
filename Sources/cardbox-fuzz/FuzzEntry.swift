import CardboxFuzzTargets
import Foundation

#if CARDBOX_FUZZING
    /// The target named by `CARDBOX_FUZZ_TARGET`, read once.
    let selectedTarget: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["CARDBOX_FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(Data("Set CARDBOX_FUZZ_TARGET to one of: \(names).\n".utf8))
            exit(2)
        }
        return target
    }()

    /// libFuzzer's entry point: one input; a broken property stops the run so libFuzzer keeps the input.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        if let problem = selectedTarget.problems(with: bytes).first {
            fatalError("\(selectedTarget.rawValue): \(problem)")
        }
        return 0
    }

    /// libFuzzer's driver, which parses its flags and runs `callback` on each input.
    @_silgen_name("LLVMFuzzerRunDriver")
    func runFuzzerDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt

    /// The executable's entry point under SwiftPM (which names it after the product): hands over to libFuzzer.
    @_cdecl("cardbox_fuzz_main")
    public func fuzzMain(
        _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    ) -> CInt {
        var count = argc
        var arguments = argv
        return runFuzzerDriver(&count, &arguments, fuzzOneInput)
    }
#else
    /// Without the fuzzer: `cardbox-fuzz TARGET FILE…` runs the target over the files and lists what breaks.
    @main enum CorpusRunner {
        static func main() {
            let arguments = CommandLine.arguments.dropFirst()
            guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
                let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
                print("usage: cardbox-fuzz \(names) FILE…")
                exit(2)
            }
            var failed = false
            for path in arguments.dropFirst() {
                guard let data = FileManager.default.contents(atPath: path) else {
                    print("\(path): cannot read")
                    failed = true
                    continue
                }
                for problem in target.problems(with: Array(data)) {
                    print("\(path): \(problem)")
                    failed = true
                }
            }
            exit(failed ? 1 : 0)
        }
    }
#endif
