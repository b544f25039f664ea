import FoundationEssentials

/// Short interval labels for rating buttons: "10m", "today", "3d", "2.1mo", "1.5y".
public enum IntervalText {
    /// How long until `state` is due, seen from `context`.
    public static func describe(_ state: SchedulingState, from context: ReviewContext) -> String {
        if let dueAt = state.dueAt {
            let seconds = max(0, dueAt.timeIntervalSince(context.now))
            if seconds < 3_600 { return "\(max(1, Int((seconds / 60).rounded())))m" }
            if seconds < 86_400 { return "\(Int((seconds / 3_600).rounded()))h" }
        }
        return describe(days: state.dueDay.days(since: context.today))
    }

    /// A label for a wait of `days` days.
    public static func describe(days: Int) -> String {
        switch days {
        case ..<1: "today"
        case ..<30: "\(days)d"
        case ..<365: oneDecimal(Double(days) / 30.4375) + "mo"
        default: oneDecimal(Double(days) / 365.25) + "y"
        }
    }

    private static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }
}
