/// Base forms of common past-tense verbs, for turning "X founded Y in 1901" into "In what year did X found Y?".
///
/// A fixed table rather than suffix rules: "-ed" stripping goes wrong too often ("created" → "creat") for a
/// question the learner reads many times. Verbs outside the table leave the sentence to a cloze.
enum PastTense {
    /// The base form of the lower-case past-tense `verb`, if it is in the table.
    static func baseForm(of verb: String) -> String? { table[verb] }

    /// Past tense to base form.
    private static let table: [String: String] = [
        // Irregular.
        "began": "begin", "became": "become", "broke": "break", "brought": "bring", "built": "build",
        "bought": "buy", "caught": "catch", "chose": "choose", "came": "come", "drew": "draw", "drove": "drive",
        "ate": "eat", "fell": "fall", "fought": "fight", "found": "find", "flew": "fly", "forbade": "forbid",
        "froze": "freeze", "gave": "give", "went": "go", "grew": "grow", "held": "hold", "kept": "keep",
        "knew": "know", "laid": "lay", "led": "lead", "left": "leave", "lent": "lend", "lost": "lose",
        "made": "make", "met": "meet", "paid": "pay", "ran": "run", "rang": "ring", "rose": "rise", "saw": "see",
        "sold": "sell", "sent": "send", "set": "set", "shook": "shake", "shot": "shoot", "sang": "sing",
        "sank": "sink", "slew": "slay", "spoke": "speak", "spent": "spend", "split": "split", "spread": "spread",
        "stood": "stand", "stole": "steal", "struck": "strike", "swore": "swear", "swept": "sweep", "swam": "swim",
        "took": "take", "taught": "teach", "tore": "tear", "told": "tell", "thought": "think", "threw": "throw",
        "understood": "understand", "woke": "wake", "wore": "wear", "won": "win", "withdrew": "withdraw",
        "wrote": "write", "overthrew": "overthrow", "undertook": "undertake", "underwent": "undergo",
        "foresaw": "foresee", "arose": "arise", "bore": "bear", "beat": "beat", "bent": "bend", "bound": "bind",
        "bit": "bite", "blew": "blow", "fed": "feed", "felt": "feel", "fled": "flee", "forgot": "forget",
        "forgave": "forgive", "hid": "hide", "hit": "hit", "hung": "hang", "heard": "hear", "let": "let",
        "lit": "light", "put": "put", "quit": "quit", "read": "read", "rode": "ride", "said": "say",
        "sought": "seek", "shut": "shut", "sat": "sit", "slept": "sleep", "slid": "slide", "sprang": "spring",
        "stuck": "stick", "strove": "strive", "wove": "weave", "wept": "weep", "upheld": "uphold",
        // Regular verbs common in dated statements.
        "founded": "found", "established": "establish", "discovered": "discover", "invented": "invent",
        "signed": "sign", "published": "publish", "launched": "launch", "landed": "land", "opened": "open",
        "closed": "close", "died": "die", "married": "marry", "elected": "elect", "introduced": "introduce",
        "created": "create", "developed": "develop", "produced": "produce", "completed": "complete",
        "started": "start", "ended": "end", "finished": "finish", "joined": "join", "formed": "form",
        "declared": "declare", "abolished": "abolish", "adopted": "adopt", "approved": "approve",
        "passed": "pass", "ratified": "ratify", "reached": "reach", "returned": "return", "arrived": "arrive",
        "moved": "move", "settled": "settle", "conquered": "conquer", "captured": "capture", "invaded": "invade",
        "defeated": "defeat", "attacked": "attack", "destroyed": "destroy", "collapsed": "collapse",
        "erupted": "erupt", "occurred": "occur", "happened": "happen", "changed": "change", "merged": "merge",
        "acquired": "acquire", "released": "release", "announced": "announce", "proposed": "propose",
        "described": "describe", "proved": "prove", "showed": "show", "observed": "observe",
        "identified": "identify", "isolated": "isolate", "measured": "measure", "recorded": "record",
        "reported": "report", "named": "name", "renamed": "rename", "designed": "design", "patented": "patent",
        "demonstrated": "demonstrate", "received": "receive", "awarded": "award", "visited": "visit",
        "explored": "explore", "crossed": "cross", "sailed": "sail", "travelled": "travel", "traveled": "travel",
        "ruled": "rule", "reigned": "reign", "succeeded": "succeed", "replaced": "replace", "retired": "retire",
        "resigned": "resign", "emigrated": "emigrate", "graduated": "graduate", "studied": "study",
        "worked": "work", "lived": "live", "served": "serve", "organized": "organize",
        "organised": "organise", "united": "unite", "divided": "divide", "separated": "separate",
        "gained": "gain", "sequenced": "sequence", "mapped": "map", "printed": "print",
        "performed": "perform", "premiered": "premiere", "composed": "compose", "painted": "paint",
        "entered": "enter",
    ]
}
