/// How many connections of its own for reading a command's store opens beside the one it writes with.
public enum CommandReaders {
    /// The reading connections command `name` uses: two for `export`, which reads a deck's answers on a second
    /// thread while it reads the cards on the first; none for the others, which read on one thread through the
    /// connection they write with.
    public static func count(forCommand name: String?) -> Int {
        name == ExportCommand.command.spec.name ? 2 : 0
    }
}
