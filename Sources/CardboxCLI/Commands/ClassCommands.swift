import CardboxWire
import Foundation

/// `cardbox class …`: a teacher's classrooms on a Cardbox server, through its API with an API token.
enum ClassCommands {
    /// `cardbox class`.
    static let command = Command(
        name: "class", abstract: "Run your classrooms on a Cardbox server: list, create, quizzes, results, CSV.",
        discussion: """
            These commands talk to a running 'cardbox serve' through its JSON API. Give the server with --server or
            CARDBOX_SERVER_URL and an API token (made on the server under Account → API tokens) with --token or
            CARDBOX_API_TOKEN. Classrooms, quizzes and decks are named as on the server (any case), or by id.
            """,
        subcommands: [
            list, create, ClassQuizCommands.quizFromDeck, ClassQuizCommands.results, ClassQuizCommands.export,
        ]
    )

    /// The options every `class` subcommand takes.
    static let serverOptions = [ServerConnection.server, ServerConnection.token]

    /// `--enrolled`.
    static let enrolled = OptionSpec.flag("enrolled", help: "List the classrooms you joined as a student instead.")

    /// `cardbox class list`.
    static let list = Command(
        CommandSpec(
            name: "list", abstract: "List the classrooms you teach, with their join passwords.",
            options: [enrolled, .json] + serverOptions),
        run: runList)

    /// `cardbox class create NAME`.
    static let create = Command(
        CommandSpec(
            name: "create", abstract: "Make a classroom and print its join password.",
            arguments: [ArgumentSpec("name", help: "The classroom's name, unique among yours.")],
            options: [.json] + serverOptions),
        run: runCreate)

    /// The classroom API of the server the command line names.
    static func api(_ arguments: ParsedArguments, _ context: CLIContext) throws -> ClassroomAPIClient {
        ClassroomAPIClient(
            client: ServerClient(
                connection: try ServerConnection.make(arguments, environment: context.environment)))
    }

    static func runList(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let classrooms = try api(arguments, context).classrooms(enrolled: arguments.flag(enrolled))
        if arguments.flag(.json) { return try context.printJSON(Wire.Items(classrooms)) }
        guard !classrooms.isEmpty else {
            context.console.line(
                arguments.flag(enrolled)
                    ? "You have not joined any classroom."
                    : "No classrooms yet. Make one with: cardbox class create NAME"
            )
            return
        }
        let table = TextTable(
            headers: ["ID", "Name", "Students", "Join password", "Teacher"],
            rows: classrooms.map {
                ["\($0.id)", $0.name, "\($0.studentCount)", $0.joinPassword ?? "-", $0.teacherName]
            },
            rightAligned: [0, 2])
        context.console.out(table.rendered)
    }

    static func runCreate(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let classroom = try api(arguments, context).createClassroom(named: arguments.positional(0) ?? "")
        if arguments.flag(.json) { return try context.printJSON(classroom) }
        context.console.line("Created classroom \(classroom.id) '\(classroom.name)'.")
        if let password = classroom.joinPassword { context.console.line("Join password: \(password)") }
        if let link = classroom.joinLink { context.console.line("Join link: \(link)") }
    }
}
