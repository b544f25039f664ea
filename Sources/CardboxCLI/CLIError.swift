import CardboxCore
import CardboxGeneration
import CardboxIngest
import CardboxInterchange
import CardboxWords

/// A failure a command reports to the user, with the exit code it maps to.
public enum CLIError: Error, Equatable, CustomStringConvertible {
    /// A named deck, card or file does not exist (66).
    case notFound(String)
    /// Input data is invalid (65).
    case badInput(String)
    /// An output file cannot be created (73).
    case cannotCreate(String)
    /// Reading or writing failed (74).
    case io(String)
    /// The configuration is invalid (78).
    case configuration(String)
    /// A needed service is unavailable (69).
    case unavailable(String)

    /// The message.
    public var description: String {
        switch self {
        case .notFound(let message), .badInput(let message), .cannotCreate(let message), .io(let message),
            .configuration(let message), .unavailable(let message):
            message
        }
    }
}

/// The user pressed Ctrl-C at a prompt Cardbox reads in raw mode; the command has kept what was done and exits 130.
public struct InterruptedByUser: Error, Equatable {
    /// Creates the error.
    public init() {}
}

extension ExitCode {
    /// The exit code for any error a command throws: the one place errors become exit codes.
    public static func `for`(_ error: any Error) -> ExitCode {
        switch error {
        case is UsageError: return .usage
        case is InterruptedByUser: return .interrupted
        case is EngineUnavailable: return .unavailable
        case let error as ServerError: return error.exitCode
        case let error as ReportedError: return .for(error.underlying)
        case let error as ExtractionError:
            switch error {
            case .unreadable, .isFolder: return .noInput
            case .encrypted: return .noPermission
            case .ocrUnavailable, .pdfUnavailable: return .unavailable
            case .unsupportedType, .tooLarge, .tooManyPages, .damaged, .pageRange, .noText, .needsFullReader,
                .imageTooLarge, .pageTooLarge:
                return .dataError
            }
        case let error as CLIError:
            switch error {
            case .notFound: return .noInput
            case .badInput: return .dataError
            case .cannotCreate: return .cannotCreate
            case .io: return .ioError
            case .configuration: return .configuration
            case .unavailable: return .unavailable
            }
        case let error as DeckError:
            if case .notFound = error { return .noInput }
            return .dataError
        case let error as CardError:
            if case .notFound = error { return .noInput }
            return .dataError
        case let error as DraftError:
            if case .notFound = error { return .noInput }
            return .dataError
        case let error as WordError:
            switch error {
            case .emptyWord, .wordTooLong, .invalidCharacters, .noFavourites: return .dataError
            case .notFound, .unknownCategory: return .noInput
            case .dictionaryUnavailable, .pronunciationUnavailable, .allowanceUsedUp: return .unavailable
            case .pronunciationFailed: return .failure
            }
        case is BackupError: return .dataError
        case is StoreError: return .dataError
        case is QuizError: return .software
        default: return .failure
        }
    }
}
