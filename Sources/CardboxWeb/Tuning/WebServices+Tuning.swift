import CardboxCore
import CardboxHTTP
import CardboxTuning

extension WebServices {
    /// Rescheduling over the store, keeping the saved due dates in the data directory.
    ///
    /// - Throws: ``WebError`` 503 when the server has no data directory.
    func rescheduling() throws -> DeckRescheduling {
        guard let directory = configuration.dataDirectory else {
            throw WebError(
                .serviceUnavailable, code: "unavailable",
                "Rescheduling needs a data directory to keep the previous due dates in.")
        }
        return DeckRescheduling(store: store, directory: directory, now: now)
    }

    /// Reschedules `deck` for `user`.
    func reschedule(_ deck: Deck, for user: User) throws -> DeckRescheduling.Rescheduled {
        do {
            return try rescheduling().reschedule(deck, calendar: calendar(for: user))
        } catch let error as TuningError {
            throw WebError(error)
        }
    }

    /// Undoes the last reschedule of `deck`.
    func undoReschedule(_ deck: Deck) throws -> DeckRescheduling.Restored {
        do {
            return try rescheduling().undo(deck)
        } catch let error as TuningError {
            throw WebError(error)
        }
    }
}

extension WebError {
    /// The error a tuning refusal shows.
    init(_ error: TuningError) {
        switch error {
        case .tooFewReviews: self.init(.unprocessableContent, code: "too_few_reviews", error.description)
        case .nothingToUndo: self.init(.conflict, code: "nothing_to_undo", error.description)
        case .unreadableSnapshot, .cannotSaveSnapshot:
            self.init(.internalServerError, code: "internal_error", error.description)
        }
    }
}
