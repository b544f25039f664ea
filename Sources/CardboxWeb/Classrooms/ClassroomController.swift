import CardboxClassrooms
import CardboxCore
import CardboxHTTP
import Foundation

/// The classroom pages: the teaching and enrolled lists, creating and joining a classroom, the classroom page with
/// its join password and members, removing a member, adding a co-teacher, leaving and deleting.
struct ClassroomController {
    let services: WebServices

    func addRoutes(to router: inout RouterGroup<SignedInContext>) {
        router.get("/classrooms") { request, context in try list(request, context) }
        router.get("/classrooms/new") { _, context in
            Layout.response(ClassroomViews.create(context.app, name: "", error: nil))
        }
        router.post("/classrooms") { request, context in
            let name = request.form()["name"] ?? ""
            do {
                let classroom = try services.createClassroom(named: name, teacher: context.user)
                return .redirect(to: "/classrooms/\(classroom.id)")
            } catch let error as WebError where error.status == .unprocessableContent || error.status == .conflict {
                return Layout.response(
                    ClassroomViews.create(context.app, name: name, error: error), status: error.status)
            }
        }
        router.get("/join") { request, context in
            Layout.response(ClassroomViews.join(context.app, password: request.query["password"] ?? "", error: nil))
        }
        router.post("/join") { request, context in
            let typed = request.form()["password"] ?? ""
            do {
                let classroom = try services.join(typed: typed, user: context.user)
                return .redirect(to: "/classrooms/\(classroom.id)?notice=joined")
            } catch let error as WebError where error.status != .notFound && error.status != .internalServerError {
                return Layout.response(
                    ClassroomViews.join(context.app, password: typed, error: error), status: error.status)
            }
        }
        addClassroomRoutes(to: &router)
    }

    private func addClassroomRoutes(to router: inout RouterGroup<SignedInContext>) {
        router.add(ClassroomRoutes.showPage, services: services) { request, context, access in
            let members =
                services.classroomRule(access.role, .viewMembers)
                ? try services.members(of: access, by: context.user) : []
            let sort = try QuizSortQuery.make(request.query)
            let quizzes = try services.quizzes(in: access, by: context.user, sort: sort).map(\.summary)
            return Layout.response(
                ClassroomViews.show(
                    context.app, access, members: members, quizzes: quizzes, sort: sort, now: services.now(),
                    rule: services.classroomRule, origin: services.configuration.publicOrigin,
                    notice: Notice.from(request) ?? ClassroomViews.notice(request)))
        }
        router.add(ClassroomRoutes.regeneratePage, services: services) { _, context, access in
            _ = try services.regenerateJoinPassword(access, by: context.user)
            return .redirect(to: "/classrooms/\(access.classroom.id)?notice=password-regenerated")
        }
        router.add(ClassroomRoutes.deletePage, services: services) { _, context, access in
            try services.deleteClassroom(access, by: context.user)
            return .redirect(to: "/classrooms?notice=classroom-deleted")
        }
        router.add(ClassroomRoutes.renameFormPage, services: services) { _, context, access in
            Layout.response(ClassroomViews.rename(context.app, access, name: access.classroom.name, error: nil))
        }
        router.add(ClassroomRoutes.renamePage, services: services) { request, context, access in
            let name = request.form()["name"] ?? ""
            do {
                try services.renameClassroom(access, to: name, by: context.user)
                return .redirect(to: "/classrooms/\(access.classroom.id)?notice=classroom-renamed")
            } catch let error as WebError where error.status == .unprocessableContent || error.status == .conflict {
                return Layout.response(
                    ClassroomViews.rename(context.app, access, name: name, error: error), status: error.status)
            }
        }
        router.add(ClassroomRoutes.confirmRemovePage, services: services) { request, context, access in
            let member = try services.member(request.parameters["userID"], of: access)
            let attempts = try services.removalCount(of: member, from: access, by: context.user)
            let name =
                try services.members(of: access, by: context.user).first { $0.membership.userID == member }?.name
                ?? ""
            return Layout.response(
                ClassroomViews.confirmRemove(context.app, access, member: member, name: name, attempts: attempts))
        }
        router.add(ClassroomRoutes.removePage, services: services) { request, context, access in
            let member = try services.member(request.parameters["userID"], of: access)
            _ = try services.removeMember(member, from: access, by: context.user)
            return .redirect(to: "/classrooms/\(access.classroom.id)?notice=member-removed")
        }
        router.add(ClassroomRoutes.coTeacherPage, services: services) { request, context, access in
            let member = try services.member(request.form()["user_id"], of: access)
            try services.addCoTeacher(member, in: access, by: context.user)
            return .redirect(to: "/classrooms/\(access.classroom.id)?notice=co-teacher-added")
        }
        router.add(ClassroomRoutes.leavePage, services: services) { _, context, access in
            try services.leave(access, user: context.user)
            return .redirect(to: "/classrooms?view=enrolled&notice=classroom-left")
        }
    }

    private func list(_ request: Request, _ context: SignedInContext) throws -> Response {
        let query = try ClassroomListQuery.make(request.query, user: context.user)
        let page = try services.classroomList(query)
        var firstVisit = false
        if page.items.isEmpty, query.search == nil, query.createdIn == nil, query.after == nil {
            let other = ClassroomQuery(
                userID: context.user.id, view: query.view == .teaching ? .enrolled : .teaching, limit: 1)
            firstVisit = try services.classroomList(other).items.isEmpty
        }
        return Layout.response(
            ClassroomViews.list(
                context.app, query: query, page: page, firstVisit: firstVisit,
                created: request.query["created"] ?? "", notice: ClassroomViews.notice(request)))
    }
}
