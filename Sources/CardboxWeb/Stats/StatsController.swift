import CardboxCore
import CardboxHTTP

/// The progress page: streak, accuracy per category, review calendar, due forecast and retention.
struct StatsController {
    let services: WebServices

    func addRoutes(to router: inout RouterGroup<SignedInContext>) {
        router.get("/stats") { request, context in
            let user = context.user
            let locale = try services.store.setting(DateText.settingKey, for: user.id) ?? "en-AU"
            let model = try MemoryModelReport.make(services, user: user, chosen: request.query["deck"])
            return Layout.response(
                StatsViews.page(
                    context.app, try StatsReport.make(services, user: user), locale: locale, model: model))
        }
    }
}

/// The numbers the stats page and the API show.
struct StatsReport: Encodable {
    struct Day: Encodable {
        let day: StudyDay
        let answered: Int
        let correct: Int
    }

    let streak: StreakReport
    let categories: [CategoryAccuracy]
    let weakCategories: [String]
    let days: [Day]
    let forecast: [Int]
    let today: String
    let sessions: Int
    let answered: Int

    static func make(_ services: WebServices, user: User) throws -> StatsReport {
        let store = services.store
        let today = services.today(for: user)
        let tallies = CategoryAccuracy.tally(try store.fetchGradedAnswers(owner: user.id, deck: nil))
        let sessions = try store.fetchSessions(owner: user.id)
        let daily = try store.fetchDailyAnswers(owner: user.id)
        let byDay = Dictionary(daily.map { ($0.day, $0) }, uniquingKeysWith: { first, _ in first })
        let days = (0..<182).reversed().map { offset -> Day in
            let day = today.adding(days: -offset)
            return Day(day: day, answered: byDay[day]?.answered ?? 0, correct: byDay[day]?.correct ?? 0)
        }
        return StatsReport(
            streak: StreakReport(studyDays: daily.map(\.day), today: today),
            categories: tallies, weakCategories: CategoryAccuracy.weak(tallies).map(\.category), days: days,
            forecast: DueForecast(dueDays: try store.fetchDueDays(owner: user.id, deck: nil), today: today).counts,
            today: today.description, sessions: sessions.filter { $0.answered > 0 }.count,
            answered: daily.reduce(0) { $0 + $1.answered })
    }
}
