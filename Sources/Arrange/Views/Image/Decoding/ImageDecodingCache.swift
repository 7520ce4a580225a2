import Foundation

/// The images decoded most recently, keyed by their files' bytes: a view's body that builds the
/// same `Image` on every update decodes its file once. Holds at most `capacity` images and
/// `byteLimit` bytes of pixels; thread-safe.
final class ImageDecodingCache: @unchecked Sendable {
    /// The cache the initialisers of `Image` use.
    static let shared = ImageDecodingCache()

    let capacity = 32
    let byteLimit = 256 << 20
    private let lock = NSLock()
    private var entries: [(data: Data, result: Result<DisplayList.Pixels, ImageLoadingError>)] = []

    /// The pixels of `data`, decoded now or earlier, or why it cannot be decoded.
    func pixels(of data: Data) -> Result<DisplayList.Pixels, ImageLoadingError> {
        lock.lock()
        if let index = entries.firstIndex(where: { $0.data == data }) {
            let entry = entries.remove(at: index)
            entries.append(entry)
            lock.unlock()
            return entry.result
        }
        lock.unlock()
        let result: Result<DisplayList.Pixels, ImageLoadingError>
        do {
            result = .success(try ImageFileFormat.decode(data))
        } catch let error as ImageLoadingError {
            result = .failure(error)
        } catch {
            result = .failure(.unknownFormat)
        }
        lock.lock()
        entries.append((data, result))
        var bytes = entries.reduce(0) { $0 + ((try? $1.result.get())?.rgba.count ?? 0) }
        while entries.count > capacity || (bytes > byteLimit && entries.count > 1) {
            bytes -= (try? entries[0].result.get())?.rgba.count ?? 0
            entries.removeFirst()
        }
        lock.unlock()
        return result
    }
}
