import CardboxCore
import CardboxGeneration
import CardboxHTTP
import CardboxSecurity
import Foundation

/// Settings: time zone, day rollover, date format, the AI provider and the user's own key, this month's allowance.
struct SettingsController {
    let services: WebServices

    func addRoutes(to router: inout RouterGroup<SignedInContext>) {
        router.get("/settings") { request, context in try page(context, notice: Notice.from(request), error: nil) }
        router.post("/settings") { request, context in try save(request, context) }
        router.post("/settings/key") { request, context in try saveKey(request, context) }
        router.get("/settings/backup") { _, context in try backup(context) }
        router.post("/settings/restore") { request, context in try restore(request, context) }
        router.post("/settings/key/delete") { _, context in
            let user = context.user
            try services.store.setSetting(ModelChoice.sealedKeyKey, to: "", for: user.id)
            return .redirect(to: "/settings?notice=key-removed")
        }
    }

    func page(_ context: SignedInContext, notice: Notice?, error: WebError?) throws -> Response {
        let user = context.user
        let choice = ModelChoice(services: services)
        let month = GenerationUsage.month(of: services.today(for: user))
        let view = SettingsViews.Model(
            user: user, locale: try services.store.setting(DateText.settingKey, for: user.id) ?? "en-AU",
            provider: try choice.userProvider(user)?.name ?? "", hasKey: try choice.hasOwnKey(user),
            used: try services.store.generationUsage(owner: user.id, month: month),
            allowance: services.configuration.models.hostKey == nil ? 0 : services.configuration.monthlyGeneratedCards,
            singleUser: services.configuration.singleUser)
        return Layout.response(
            SettingsViews.page(context.app, view, notice: notice, error: error), status: error?.status ?? .ok)
    }

    private func save(_ request: Request, _ context: SignedInContext) throws -> Response {
        var user = context.user
        let form = request.form()
        do {
            guard let zone = form["time_zone"].flatMap(TimeZone.init(identifier:)) else {
                throw WebError.invalid("Choose a time zone such as Australia/Sydney.", field: "time_zone")
            }
            guard let hour = form["rollover_hour"].flatMap(Int.init), (0...23).contains(hour) else {
                throw WebError.invalid("The day starts at an hour from 0 to 23.", field: "rollover_hour")
            }
            let locale = form["locale"] ?? "en-AU"
            guard DateText.locales.contains(where: { $0.value == locale }) else {
                throw WebError.invalid("Choose a date format.", field: "locale")
            }
            user.timeZoneIdentifier = zone.identifier
            user.rolloverHour = hour
            try services.store.updateUser(user)
            services.forgetCredentials(of: user.id)
            try services.store.setSetting(DateText.settingKey, to: locale, for: user.id)
            return .redirect(to: "/settings?notice=settings-saved")
        } catch let error as WebError {
            return try page(context, notice: nil, error: error)
        }
    }

    private func saveKey(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let form = request.form()
        do {
            guard let provider = form["provider"].flatMap(CloudProvider.named) else {
                throw WebError.invalid("Choose OpenAI, OpenRouter or Anthropic.", field: "provider")
            }
            let key = (form["key"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            guard key.count >= 8, key.count <= 400, !key.contains(where: \.isWhitespace) else {
                throw WebError.invalid("Paste the whole key, without spaces.", field: "key")
            }
            try services.store.setSetting(ModelChoice.providerKey, to: provider.name, for: user.id)
            try services.store.setSetting(ModelChoice.sealedKeyKey, to: services.secrets.sealString(key), for: user.id)
            return .redirect(to: "/settings?notice=settings-saved")
        } catch let error as WebError {
            return try page(context, notice: nil, error: error)
        }
    }
}
