import CardboxCore
import CardboxHTTP
import CardboxInterchange
import Foundation

/// The JSON backup in Settings: download one, or restore one in place of the user's study data.
///
/// The file is the one `cardbox backup` writes and `cardbox restore` reads. Restoring replaces only the signed-in
/// user's decks, cards, review history, study sessions and preferences, in one transaction; the account, its
/// password and API tokens, drafts, documents, classrooms and the trash stay as they are, and other users' data is
/// never touched. It asks for the current password first (a single-user server has none), and a file that fails the backup's checks is refused
/// with `cardbox restore`'s message before anything changes.
extension SettingsController {
    /// A download of everything the user studies with, as a `cardbox backup` file.
    func backup(_ context: SignedInContext) throws -> Response {
        let user = context.user
        let file = BackupFile(exportedAt: services.now(), snapshot: try services.store.exportSnapshot(owner: user.id))
        var response = Response(
            status: .ok, contentType: "application/json; charset=utf-8", body: Array(try file.encoded()))
        response.headers["Content-Disposition"] =
            "attachment; filename=\"cardbox-backup-\(services.today(for: user)).json\""
        response.headers["Cache-Control"] = "no-store"
        return response
    }

    /// Restores an uploaded backup after checking the password and the file.
    func restore(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let parts = try request.multipart()
        func field(_ name: String) -> String? { parts.first { $0.name == name && $0.filename == nil }?.text }
        if !services.configuration.singleUser {
            guard let account = try services.store.findAccount(user: user.id) else {
                throw WebError.notFound("The account")
            }
            if let refusal = try PasswordConfirmation(services: services).refusal(
                of: field("current"), for: account, address: services.clientAddress(of: request), field: "current",
                action: "restore a backup")
            {
                return try page(context, notice: nil, error: refusal)
            }
        }
        guard let file = parts.first(where: { $0.name == "backup" && $0.filename != nil }),
            file.stored.map({ $0.size > 0 }) ?? !file.body.isEmpty
        else {
            return try page(
                context, notice: nil, error: WebError.invalid("Choose a backup file to restore.", field: "backup"))
        }
        let backup: BackupFile
        do {
            backup = try BackupFile(decoding: try bytes(of: file, user: user))
        } catch let error as BackupError {
            return try page(context, notice: nil, error: WebError.invalid(error.description, field: "backup"))
        }
        do {
            try services.store.replaceAll(owner: user.id, with: backup.snapshot)
        } catch let error as StoreError {
            return try page(context, notice: nil, error: WebError.invalid(error.description, field: "backup"))
        } catch let error as CardError {
            let message = "The backup holds a card that cannot be stored: \(error.description)"
            return try page(context, notice: nil, error: WebError.invalid(message, field: "backup"))
        }
        return .redirect(to: "/settings?notice=backup-restored")
    }

    /// The uploaded file's bytes: in memory for a small upload; a large one, written to the blob table while it
    /// arrived, is filed for the user just long enough to read it back.
    private func bytes(of part: MultipartPart, user: User) throws -> Data {
        guard let stored = part.stored else { return Data(part.body) }
        let reference = try BlobUploadFiles.written(stored).file(in: services.store, owner: user.id, at: services.now())
        defer { try? services.store.releaseBlob(reference.id) }
        return try BlobSource(store: services.store, blob: reference.blob).data()
    }
}
