public import CardboxCore
public import Foundation

extension DocumentInput {
    /// The input's bytes, refusing a file larger than `maximumBytes` before reading it.
    ///
    /// - Throws: ``ExtractionError/unreadable(_:)`` for a missing file, ``ExtractionError/isFolder(_:)`` for a folder,
    ///   ``ExtractionError/tooLarge(_:bytes:limit:)`` past the limit.
    public func contents(maximumBytes: Int) throws(ExtractionError) -> Data {
        switch bytes {
        case .memory(let data):
            guard data.count <= maximumBytes else {
                throw .tooLarge(name, bytes: data.count, limit: maximumBytes)
            }
            return data
        case .blob(let source):
            guard source.blob.size <= maximumBytes else {
                throw .tooLarge(name, bytes: source.blob.size, limit: maximumBytes)
            }
            guard let data = try? source.data() else { throw .unreadable(name) }
            return data
        case .file(let path):
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
                throw .unreadable(name)
            }
            if (attributes[.type] as? FileAttributeType) == .typeDirectory { throw .isFolder(name) }
            let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
            if size > maximumBytes { throw .tooLarge(name, bytes: size, limit: maximumBytes) }
            guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(name) }
            return data
        }
    }
}
