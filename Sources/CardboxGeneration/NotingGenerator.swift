/// An engine with something to tell the user about how it ran, such as a server that needed a simpler way of
/// returning JSON: one plain sentence per note, stored with the draft beside the engine's name.
public protocol NotingGenerator: CardGenerator {
    /// The notes so far, each one human sentence without a trailing full stop; empty when there is nothing to say.
    var notes: [String] { get }
}
