import CardboxCore
import CardboxGeneration
import Foundation

/// The settings page.
enum SettingsViews {
    struct Model {
        let user: User
        let locale: String
        let provider: String
        let hasKey: Bool
        let used: Int
        let allowance: Int
        var singleUser = false
    }

    static func page(_ context: AppContext, _ model: Model, notice: Notice?, error: WebError?) -> HTML {
        let csrf = Layout.csrfField(context)
        // The user's zone is listed even when the system's list lacks it (such as "UTC"), so saving keeps it.
        let zones = Set(TimeZone.knownTimeZoneIdentifiers + [model.user.timeZoneIdentifier]).sorted().map {
            (value: $0, title: $0)
        }
        let hours = (0...23).map { (value: String($0), title: "\($0):00") }
        let providers = [(value: "", title: "Choose…")] + CloudProvider.all.map { (value: $0.name, title: $0.name) }
        let keyState: HTML =
            model.hasKey
            ? """
            <p>Your \(model.provider) key is stored, encrypted. Imports use it before the server's allowance.</p>
            <form method="post" action="/settings/key/delete">\(csrf)<button type="submit" class="secondary">Remove my key</button></form>
            """
            : "<p class=\"muted\">No key stored. Imports use the server's models, or the offline card maker.</p>"
        let allowance: HTML =
            model.allowance > 0
            ? "<p>This month you have used \(model.used) of \(model.allowance) cards made on the server's model.</p>"
            : "<p class=\"muted\">This server offers no hosted model; the offline card maker and your own key are unlimited.</p>"
        return Layout.page(
            title: "Settings", context: context, current: "/settings", notice: notice,
            body: """
                <h1>Settings</h1>
                \(FormFields.summary(error))
                <section class="panel"><h2>Days and dates</h2>
                <form method="post" action="/settings" class="stack">\(csrf)
                \(FormFields.select("Time zone", name: "time_zone", options: zones, selected: model.user.timeZoneIdentifier))
                \(FormFields.select("A new study day starts at", name: "rollover_hour", options: hours, selected: String(model.user.rolloverHour)))
                \(FormFields.select("Date format", name: "locale", options: DateText.locales, selected: model.locale))
                <button type="submit">Save settings</button></form></section>
                <section class="panel"><h2>Card maker</h2>
                \(allowance)
                \(keyState)
                <form method="post" action="/settings/key" class="stack">\(csrf)
                \(FormFields.select("Provider of your own key", name: "provider", options: providers, selected: model.provider))
                \(FormFields.input("API key", name: "key", type: "password", error: error, extra: " autocomplete=\"off\""))
                <button type="submit">Store key</button></form></section>
                <section class="panel" id="backup"><h2>Backup</h2>
                <p>Download your decks, cards, review history, study sessions and preferences as one JSON file, the
                same file <code>cardbox backup</code> writes.</p>
                <p><a class="button secondary" href="/settings/backup" download>Download a backup</a></p>
                <h3>Restore a backup</h3>
                <p>Restoring <strong>replaces</strong> your decks, cards, review history, study sessions and
                preferences with the backup's. Your account, password, API tokens, drafts, documents, classrooms and
                trash stay as they are. Download a backup first if you may want today's data back. A file that is not
                a valid Cardbox backup is refused and nothing changes.</p>
                <form method="post" action="/settings/restore" enctype="multipart/form-data" class="stack">\(csrf)
                <label>Backup file<input type="file" name="backup" accept="application/json,.json" required></label>
                \(model.singleUser ? "" : FormFields.input("Current password", name: "current", type: "password", error: error, extra: " autocomplete=\"current-password\""))
                <button type="submit" class="danger">Replace my data with the backup</button></form></section>
                                <section class="panel"><h2>More</h2>
                <p><a href="/account">Account and API tokens</a> · <a href="/welcome">How Cardbox works</a></p></section>
                """)
    }
}
