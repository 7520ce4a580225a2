import Arrange
import Foundation

/// Why an example app could not render what it was asked for.
public enum AppRenderError: Error, CustomStringConvertible {
    /// The PNG renderer refused the size (too many pixels).
    case noImage(CGSize)
    /// The file at `path` could not be written, for `reason` (the system's words, e.g. "No such
    /// file or directory").
    case cannotWrite(path: String, reason: String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .noImage(let size): return "cannot make a PNG image of \(size.width)x\(size.height) points"
        case .cannotWrite(let path, let reason): return "cannot write \(path): \(reason)"
        }
    }

    /// Runs `write`, turning a failure into ``cannotWrite(path:reason:)`` with the operating
    /// system's reason (the POSIX error underneath Foundation's, when there is one).
    static func writing(_ path: String, _ write: () throws -> Void) throws {
        do {
            try write()
        } catch {
            throw AppRenderError.cannotWrite(path: path, reason: reason(of: error))
        }
    }

    /// The sentence for `error`: the POSIX error's text (`strerror`) when Foundation wraps one,
    /// else the error's localised description.
    static func reason(of error: Error) -> String {
        let error = error as NSError
        let underlying = (error.userInfo[NSUnderlyingErrorKey] as? Error).map { $0 as NSError }
        let posix = error.domain == NSPOSIXErrorDomain ? error : underlying
        if let posix, posix.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(posix.code))) }
        return error.localizedDescription
    }
}
