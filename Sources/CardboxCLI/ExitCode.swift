/// Process exit codes, following BSD sysexits.
public enum ExitCode: Int32, Sendable {
    /// Success, including help and version.
    case success = 0
    /// A failure with no better code.
    case failure = 1
    /// The command line was wrong.
    case usage = 64
    /// Input data was wrong (a malformed backup, an invalid card).
    case dataError = 65
    /// An input file or named thing does not exist.
    case noInput = 66
    /// A needed service is unavailable.
    case unavailable = 69
    /// Permission denied (an encrypted file without its password).
    case noPermission = 77
    /// A bug in Cardbox.
    case software = 70
    /// A server's answer could not be read.
    case protocolError = 76
    /// An output file cannot be created.
    case cannotCreate = 73
    /// Reading or writing failed.
    case ioError = 74
    /// The configuration is wrong.
    case configuration = 78
    /// Stopped by Ctrl-C, as a shell reports a process ended by SIGINT.
    case interrupted = 130
}

extension ExitCode {
    /// The code's name in JSON errors (`no_input` for 66), after the sysexits names.
    public var name: String {
        switch self {
        case .success: "success"
        case .failure: "failure"
        case .usage: "usage"
        case .dataError: "data_error"
        case .noInput: "no_input"
        case .unavailable: "unavailable"
        case .noPermission: "no_permission"
        case .software: "software"
        case .protocolError: "protocol_error"
        case .cannotCreate: "cannot_create"
        case .ioError: "io_error"
        case .configuration: "configuration"
        case .interrupted: "interrupted"
        }
    }
}
