/// The SQL for classrooms and their members.
package enum ClassroomQueries {
    /// The columns of `classroom` in the order ``RowCoding/classroom(_:)`` reads them.
    package static let columns = "id, teacher_id, name, join_password, created_at"

    /// The summary columns after ``columns`` (qualified `c`): the teacher's name, the student count and the role of
    /// the user whose id is the parameter `viewer`, as ``RowCoding/classroomSummary(_:)`` reads them.
    package static func summaryColumns(viewer: String) -> String {
        """
        \(RowCoding.qualified(columns, "c")), t.name,
        (SELECT count(*) FROM classroom_member s WHERE s.classroom_id = c.id AND s.role = 'student'),
        (SELECT v.role FROM classroom_member v WHERE v.classroom_id = c.id AND v.user_id = \(viewer))
        """
    }

    /// Adds a classroom: teacher, name, name key, join password, created at; returns ``columns``.
    package static let insert = """
        INSERT INTO classroom (teacher_id, name, name_key, join_password, created_at)
        VALUES ($1, $2, $3, $4, $5) RETURNING \(columns)
        """

    /// Whether teacher `$1` has a classroom with name key `$2` other than classroom `$3`.
    package static let nameTaken =
        "SELECT 1 FROM classroom WHERE teacher_id = $1 AND name_key = $2 AND id != $3"

    /// Whether a classroom uses join password `$1`.
    package static let passwordTaken = "SELECT 1 FROM classroom WHERE join_password = $1"

    /// Classroom `$1` as seen by user `$2`.
    package static let findSummary = """
        SELECT \(summaryColumns(viewer: "$2"))
        FROM classroom c JOIN "user" t ON t.id = c.teacher_id
        WHERE c.id = $1
        """

    /// The classroom with join password `$1`.
    package static let findByPassword = "SELECT \(columns) FROM classroom WHERE join_password = $1"

    /// The teacher of classroom `$1`.
    package static let teacher = "SELECT teacher_id FROM classroom WHERE id = $1"

    /// Renames classroom `$3` to name `$1` with name key `$2`.
    package static let rename = "UPDATE classroom SET name = $1, name_key = $2 WHERE id = $3"

    /// Gives classroom `$2` join password `$1`.
    package static let setPassword = "UPDATE classroom SET join_password = $1 WHERE id = $2"

    /// Deletes classroom `$1`; foreign keys remove its members, quizzes, questions, attempts and answers.
    package static let delete = "DELETE FROM classroom WHERE id = $1"

    /// The columns of `classroom_member` in the order ``RowCoding/membership(_:)`` reads them.
    package static let memberColumns = "classroom_id, user_id, role, joined_at"

    /// Adds member `$2` to classroom `$1` with role `$3` at `$4`, or nothing when they are a member already.
    package static let insertMember = """
        INSERT INTO classroom_member (classroom_id, user_id, role, joined_at) VALUES ($1, $2, $3, $4)
        ON CONFLICT (classroom_id, user_id) DO NOTHING
        """

    /// User `$2`'s membership of classroom `$1`.
    package static let membership =
        "SELECT \(memberColumns) FROM classroom_member WHERE classroom_id = $1 AND user_id = $2"

    /// Gives member `$3` of classroom `$2` role `$1`.
    package static let setRole = "UPDATE classroom_member SET role = $1 WHERE classroom_id = $2 AND user_id = $3"

    /// The members of classroom `$1` with their names and attempt counts: teacher, co-teachers, students, by name.
    package static let members = """
        SELECT \(RowCoding.qualified(memberColumns, "m")), u.name,
               (SELECT count(*) FROM quiz_attempt a WHERE a.classroom_id = m.classroom_id AND a.student_id = m.user_id)
        FROM classroom_member m JOIN "user" u ON u.id = m.user_id
        WHERE m.classroom_id = $1
        ORDER BY CASE m.role WHEN 'teacher' THEN 0 WHEN 'co_teacher' THEN 1 ELSE 2 END, lower(u.name), m.user_id
        """

    /// The attempts of member `$2` in classroom `$1`.
    package static let attemptCount = "SELECT count(*) FROM quiz_attempt WHERE classroom_id = $1 AND student_id = $2"

    /// Removes member `$2` from classroom `$1`; the foreign key removes their attempts there.
    package static let removeMember = "DELETE FROM classroom_member WHERE classroom_id = $1 AND user_id = $2"

    /// The statement for one page of ``ClassroomQuery`` and its arguments, built from fixed fragments so the only
    /// values in it are parameters.
    package static func list(
        userID: Int64, teaching: Bool, searchPattern: String?, createdFrom: Int64?, createdBefore: Int64?,
        sort: ListSort, after: (millis: Int64, nameKey: String, id: Int64)?, limit: Int
    ) -> (sql: String, arguments: [any SQLBindable]) {
        var arguments: [any SQLBindable] = [userID]
        func parameter(_ value: any SQLBindable) -> String {
            arguments.append(value)
            return "$\(arguments.count)"
        }
        var conditions = [
            "m.user_id = $1",
            teaching ? "m.role IN ('teacher', 'co_teacher')" : "m.role = 'student'",
        ]
        if let searchPattern {
            let pattern = parameter(searchPattern)
            conditions.append(
                "(c.name_key LIKE \(pattern) ESCAPE '\\' OR lower(t.name) LIKE \(pattern) ESCAPE '\\')")
        }
        if let createdFrom { conditions.append("c.created_at >= \(parameter(createdFrom))") }
        if let createdBefore { conditions.append("c.created_at < \(parameter(createdBefore))") }
        if let after {
            let id = parameter(after.id)
            switch sort {
            case .newest, .oldest:
                let millis = parameter(after.millis)
                let direction = sort == .newest ? "<" : ">"
                conditions.append(
                    "(c.created_at \(direction) \(millis) OR (c.created_at = \(millis) AND c.id \(direction) \(id)))")
            case .name:
                let key = parameter(after.nameKey)
                conditions.append("(c.name_key > \(key) OR (c.name_key = \(key) AND c.id > \(id)))")
            }
        }
        let order =
            switch sort {
            case .newest: "c.created_at DESC, c.id DESC"
            case .oldest: "c.created_at, c.id"
            case .name: "c.name_key, c.id"
            }
        let limitParameter = parameter(limit)
        let sql = """
            SELECT \(summaryColumns(viewer: "$1"))
            FROM classroom_member m
            JOIN classroom c ON c.id = m.classroom_id
            JOIN "user" t ON t.id = c.teacher_id
            WHERE \(conditions.joined(separator: " AND "))
            ORDER BY \(order)
            LIMIT \(limitParameter)
            """
        return (sql, arguments)
    }

    /// The orders ``list(userID:teaching:searchPattern:createdFrom:createdBefore:sort:after:limit:)`` knows.
    package enum ListSort: Sendable {
        /// Newest first.
        case newest
        /// Oldest first.
        case oldest
        /// By name key.
        case name
    }
}
