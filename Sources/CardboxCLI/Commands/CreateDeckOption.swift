extension OptionSpec {
    /// `--create`: the only way besides `deck new` to make a deck, so a mistyped `--deck` name never makes one.
    static let createDeck = OptionSpec.flag("create", help: "Make the deck if there is none by that name.")
}
