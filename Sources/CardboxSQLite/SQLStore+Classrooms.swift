public import CardboxCore
import Foundation

extension SQLStore: ClassroomStore {
    /// Creates a classroom and its teacher's membership.
    public func createClassroom(_ new: NewClassroom) throws -> Classroom {
        let name = try ClassroomName.validated(new.name)
        let key = ClassroomName.key(name)
        do {
            return try database.write { connection in
                if try connection.exists(ClassroomQueries.nameTaken, [new.teacherID.rawValue, key, Int64(0)]) {
                    throw ClassroomError.nameTaken(name)
                }
                if try connection.exists(ClassroomQueries.passwordTaken, [new.joinPassword.value]) {
                    throw ClassroomError.joinPasswordTaken
                }
                let inserted = try connection.queryOne(
                    ClassroomQueries.insert,
                    [new.teacherID.rawValue, name, key, new.joinPassword.value, RowCoding.millis(new.createdAt)],
                    decoding: { try RowCoding.classroom($0) })
                guard let inserted else { throw StoreError.notFound("The new classroom") }
                try connection.run(
                    ClassroomQueries.insertMember,
                    [
                        inserted.id.rawValue, new.teacherID.rawValue, ClassroomRole.teacher.rawValue,
                        RowCoding.millis(new.createdAt),
                    ])
                return inserted
            }
        } catch let error where Self.dialect.isConstraintViolation(error) {
            // Another server won a race for the name or the password: a fresh read tells which.
            let nameTaken = try database.read {
                try $0.exists(ClassroomQueries.nameTaken, [new.teacherID.rawValue, key, Int64(0)])
            }
            throw nameTaken ? ClassroomError.nameTaken(name) : ClassroomError.joinPasswordTaken
        }
    }

    /// One classroom as `viewer` sees it.
    public func findClassroom(_ id: ClassroomID, viewer: UserID) throws -> ClassroomSummary? {
        try database.read { connection in
            try connection.queryOne(ClassroomQueries.findSummary, [id.rawValue, viewer.rawValue]) {
                try RowCoding.classroomSummary($0)
            }
        }
    }

    /// The classroom a join password opens.
    public func findClassroom(joinPassword password: JoinPassword) throws -> Classroom? {
        try database.read { connection in
            try connection.queryOne(ClassroomQueries.findByPassword, [password.value]) { try RowCoding.classroom($0) }
        }
    }

    /// Renames a classroom.
    public func renameClassroom(_ id: ClassroomID, to newName: String) throws {
        let name = try ClassroomName.validated(newName)
        let key = ClassroomName.key(name)
        do {
            try database.write { connection in
                let teacher = try connection.queryOne(ClassroomQueries.teacher, [id.rawValue]) { $0.int64(0) }
                guard let teacher else { throw ClassroomError.notFound }
                if try connection.exists(ClassroomQueries.nameTaken, [teacher, key, id.rawValue]) {
                    throw ClassroomError.nameTaken(name)
                }
                try connection.run(ClassroomQueries.rename, [name, key, id.rawValue])
            }
        } catch let error where Self.dialect.isConstraintViolation(error) {
            throw ClassroomError.nameTaken(name)
        }
    }

    /// Replaces a classroom's join password.
    public func replaceJoinPassword(of id: ClassroomID, with password: JoinPassword) throws {
        do {
            try database.write { connection in
                if try connection.exists(ClassroomQueries.passwordTaken, [password.value]) {
                    throw ClassroomError.joinPasswordTaken
                }
                try connection.run(ClassroomQueries.setPassword, [password.value, id.rawValue])
                if connection.changes == 0 { throw ClassroomError.notFound }
            }
        } catch let error where Self.dialect.isConstraintViolation(error) {
            throw ClassroomError.joinPasswordTaken
        }
    }

    /// Deletes a classroom with everything in it.
    public func deleteClassroom(_ id: ClassroomID) throws -> Bool {
        try database.write { connection in
            try connection.run(ClassroomQueries.delete, [id.rawValue])
            return connection.changes > 0
        }
    }

    /// One page of a user's classrooms.
    public func classrooms(_ query: ClassroomQuery) throws -> ClassroomPage {
        let sort: ClassroomQueries.ListSort =
            switch query.sort {
            case .newest: .newest
            case .oldest: .oldest
            case .name: .name
            }
        let statement = ClassroomQueries.list(
            userID: query.userID.rawValue, teaching: query.view == .teaching,
            searchPattern: query.searchKey.map { "%" + Self.escapedForLike($0) + "%" },
            createdFrom: query.createdIn.map { RowCoding.millis($0.lowerBound) },
            createdBefore: query.createdIn.map { RowCoding.millis($0.upperBound) }, sort: sort,
            after: query.after.map { ($0.createdAtMilliseconds, $0.nameKey, $0.id.rawValue) }, limit: query.limit + 1)
        let rows = try database.read { connection in
            try connection.query(statement.sql, statement.arguments) { try RowCoding.classroomSummary($0) }
        }
        guard rows.count > query.limit else { return ClassroomPage(items: rows, next: nil) }
        let page = Array(rows.prefix(query.limit))
        return ClassroomPage(items: page, next: page.last.map { ClassroomCursor(after: $0.classroom) })
    }

    /// `text` with LIKE's wildcards and its escape character escaped by a backslash.
    static func escapedForLike(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "\\" || character == "%" || character == "_" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// Adds a member.
    public func addMember(_ membership: Membership) throws {
        try database.write { connection in
            guard try connection.exists(QuizQueries.classroomExists, [membership.classroomID.rawValue]) else {
                throw ClassroomError.notFound
            }
            try connection.run(
                ClassroomQueries.insertMember,
                [
                    membership.classroomID.rawValue, membership.userID.rawValue, membership.role.rawValue,
                    RowCoding.millis(membership.joinedAt),
                ])
            if connection.changes == 0 { throw ClassroomError.alreadyMember }
        }
    }

    /// A user's membership of a classroom.
    public func membership(in classroom: ClassroomID, of user: UserID) throws -> Membership? {
        try database.read { connection in
            try connection.queryOne(ClassroomQueries.membership, [classroom.rawValue, user.rawValue]) {
                RowCoding.membership($0)
            }
        }
    }

    /// Changes a member's role.
    public func setRole(_ role: ClassroomRole, in classroom: ClassroomID, of user: UserID) throws {
        try database.write { connection in
            try connection.run(ClassroomQueries.setRole, [role.rawValue, classroom.rawValue, user.rawValue])
            if connection.changes == 0 { throw ClassroomError.notMember }
        }
    }

    /// The members with names and attempt counts.
    public func members(of classroom: ClassroomID) throws -> [MemberSummary] {
        try database.read { connection in
            try connection.query(ClassroomQueries.members, [classroom.rawValue]) { row in
                MemberSummary(membership: RowCoding.membership(row), name: row.string(4), attemptCount: row.int(5))
            }
        }
    }

    /// A member's attempts in a classroom.
    public func attemptCount(in classroom: ClassroomID, of user: UserID) throws -> Int {
        try database.read { connection in
            try connection.queryOne(ClassroomQueries.attemptCount, [classroom.rawValue, user.rawValue]) { $0.int(0) }
                ?? 0
        }
    }

    /// Removes a member and their attempts in the classroom.
    public func removeMember(_ user: UserID, from classroom: ClassroomID) throws -> Int {
        try database.write { connection in
            let count =
                try connection.queryOne(ClassroomQueries.attemptCount, [classroom.rawValue, user.rawValue]) {
                    $0.int(0)
                } ?? 0
            try connection.run(ClassroomQueries.removeMember, [classroom.rawValue, user.rawValue])
            if connection.changes == 0 { throw ClassroomError.notMember }
            return count
        }
    }
}
