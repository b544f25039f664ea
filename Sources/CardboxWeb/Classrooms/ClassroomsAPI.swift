import CardboxClassrooms
import CardboxCore
import CardboxHTTP
import Foundation

/// The JSON API of classrooms, quizzes and attempts, as `OpenAPI+Classrooms.swift` describes.
struct ClassroomsAPI {
    let services: WebServices

    func addRoutes(to router: inout RouterGroup<SignedInContext>) {
        router.get("/classrooms") { request, context in
            let page = try services.classroomList(ClassroomListQuery.make(request.query, user: context.user))
            return try JSONResponse.ok(
                API.ClassroomList(items: page.items.map { body($0) }, next: page.next?.token))
        }
        router.post("/classrooms") { request, context in
            let input = try JSONResponse.decode(API.ClassroomInput.self, from: request)
            let classroom = try services.createClassroom(named: input.name ?? "", teacher: context.user)
            return try created(classroom.id, user: context.user)
        }
        router.post("/classrooms/join") { request, context in
            let input = try JSONResponse.decode(API.JoinInput.self, from: request)
            let classroom = try services.join(typed: input.password ?? "", user: context.user)
            return try created(classroom.id, user: context.user)
        }
        addClassroomRoutes(to: &router)
        QuizzesAPI(services: services).addRoutes(to: &router)
    }

    private func addClassroomRoutes(to router: inout RouterGroup<SignedInContext>) {
        router.add(ClassroomRoutes.getAPI, services: services) { _, context, access in
            try JSONResponse.ok(body(try services.overview(access.classroom.id, viewer: context.user)))
        }
        router.add(ClassroomRoutes.deleteAPI, services: services) { _, context, access in
            try services.deleteClassroom(access, by: context.user)
            return Response(status: .noContent)
        }
        router.add(ClassroomRoutes.renameAPI, services: services) { request, context, access in
            let input = try JSONResponse.decode(API.ClassroomInput.self, from: request)
            try services.renameClassroom(access, to: input.name ?? "", by: context.user)
            return try JSONResponse.ok(body(try services.overview(access.classroom.id, viewer: context.user)))
        }
        router.add(ClassroomRoutes.regenerateAPI, services: services) { _, context, access in
            let password = try services.regenerateJoinPassword(access, by: context.user)
            return try JSONResponse.ok(
                API.JoinPasswordBody(
                    joinPassword: password.display,
                    joinLink: services.configuration.publicOrigin + "/join?password=" + password.value))
        }
        router.add(ClassroomRoutes.membersAPI, services: services) { _, context, access in
            try JSONResponse.ok(
                API.Items(items: try services.members(of: access, by: context.user).map(API.MemberBody.init)))
        }
        router.add(ClassroomRoutes.removeAPI, services: services) { request, context, access in
            let member = try services.member(request.parameters["userID"], of: access)
            return try JSONResponse.ok(
                API.Removed(attemptsDeleted: try services.removeMember(member, from: access, by: context.user)))
        }
        router.add(ClassroomRoutes.coTeacherAPI, services: services) { request, context, access in
            let input = try JSONResponse.decode(API.MemberInput.self, from: request)
            let member = try services.member(input.userId.map { String($0) }, of: access)
            try services.addCoTeacher(member, in: access, by: context.user)
            return try JSONResponse.ok(
                API.Items(items: try services.members(of: access, by: context.user).map(API.MemberBody.init)))
        }
        router.add(ClassroomRoutes.leaveAPI, services: services) { _, context, access in
            try services.leave(access, user: context.user)
            return Response(status: .noContent)
        }
        router.add(ClassroomRoutes.classroomExportAPI, services: services) { _, context, access in
            try ClassroomExport(services: services).classroom(access, by: context.user)
        }
    }

    private func body(_ overview: ClassroomOverview) -> API.ClassroomBody {
        API.ClassroomBody(overview, origin: services.configuration.publicOrigin)
    }

    private func created(_ id: ClassroomID, user: User) throws -> Response {
        var response = try JSONResponse.ok(body(try services.overview(id, viewer: user)), status: .created)
        response.headers["Location"] = "/api/v1/classrooms/\(id)"
        return response
    }
}
