extension CategoryNames {
    /// A plain-English title for each lexicographer category, for menus and headings.
    static let friendlyNames: [String: String] = [
        "adj.all": "Describing words", "adj.pert": "Relating to a noun", "adj.ppl": "Participles used as adjectives",
        "adv.all": "Adverbs", "noun.Tops": "Top-level ideas", "noun.act": "Acts and actions",
        "noun.animal": "Animals", "noun.artifact": "Made things", "noun.attribute": "Qualities",
        "noun.body": "The body", "noun.cognition": "Thought and knowledge",
        "noun.communication": "Language and communication", "noun.event": "Events",
        "noun.feeling": "Feelings", "noun.food": "Food and drink", "noun.group": "Groups",
        "noun.location": "Places", "noun.motive": "Goals and motives", "noun.object": "Natural objects",
        "noun.person": "People", "noun.phenomenon": "Natural phenomena", "noun.plant": "Plants",
        "noun.possession": "Possession and money", "noun.process": "Natural processes",
        "noun.quantity": "Quantities and units", "noun.relation": "Relations", "noun.shape": "Shapes",
        "noun.state": "States and conditions", "noun.substance": "Substances", "noun.time": "Time",
        "verb.body": "Grooming and the body", "verb.change": "Changing", "verb.cognition": "Thinking",
        "verb.communication": "Communicating", "verb.competition": "Competing and fighting",
        "verb.consumption": "Eating and using", "verb.contact": "Touching and handling",
        "verb.creation": "Making", "verb.emotion": "Feeling", "verb.motion": "Moving",
        "verb.perception": "Perceiving", "verb.possession": "Having and giving",
        "verb.social": "Social life", "verb.stative": "Being and having states", "verb.weather": "Weather",
    ]
}
