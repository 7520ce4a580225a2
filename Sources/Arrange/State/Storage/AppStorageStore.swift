import Foundation
import Observation

/// Where `@AppStorage` and `@SceneStorage` properties keep their values: in memory, or in a JSON
/// file (Arrange's addition: SwiftUI keeps them in `UserDefaults` and the scene's state).
///
/// ```swift
/// let settings = try AppStorageStore(contentsOf: URL(fileURLWithPath: "settings.json"))
/// let host = ViewHost(rootView: ContentView(), size: CGSize(width: 390, height: 844), appStorage: settings)
/// ```
///
/// A store is observable: views that read a key update when it changes, in every host that
/// shares the store. A file store reads the file when it is made and writes it after each change
/// (a JSON object of Booleans, numbers and strings, by key). A file that cannot be read as such
/// does not stop the program: the store starts empty, keeps the file as it is (changes stay in
/// memory) and says why in ``diagnostics``.
///
/// Like a ``ViewHost``, a store is not thread-safe: use it from one thread at a time.
@Observable
public final class AppStorageStore: @unchecked Sendable {
    /// The values, by key.
    private var values: [String: StoredValue]
    /// The file the store is kept in, if any.
    public let fileURL: URL?
    /// Whether changes are written to the file (not after a failed read).
    @ObservationIgnored private var writesFile: Bool
    /// What went wrong reading or writing the file, oldest first.
    public private(set) var diagnostics: [String] = []

    /// The store `@AppStorage` uses where no host gave one, in memory, shared by the process (as
    /// `UserDefaults.standard` is).
    public static let standard = AppStorageStore()

    /// Creates an empty store kept in memory.
    public init() {
        values = [:]
        fileURL = nil
        writesFile = false
    }

    /// Creates a store kept in the JSON file at `url`: its values are read from the file when it
    /// exists (a missing file is an empty store), and written to it after each change.
    ///
    /// - Parameter url: The file's location.
    public init(contentsOf url: URL) {
        fileURL = url
        values = [:]
        writesFile = true
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        do {
            let data = try Data(contentsOf: url)
            values = try JSONDecoder().decode([String: StoredValue].self, from: data)
        } catch {
            writesFile = false
            diagnostics.append("the storage file \(url.path) is not a JSON object of Booleans, numbers and strings (\(error)); started empty and left the file unchanged")
        }
    }

    /// The value stored for `key`.
    subscript(key: String) -> StoredValue? {
        get { values[key] }
        set {
            values[key] = newValue
            save()
        }
    }

    /// Writes the values to the file.
    private func save() {
        guard writesFile, let fileURL else { return }
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(values).write(to: fileURL, options: .atomic)
        } catch {
            diagnostics.append("could not write the storage file \(fileURL.path): \(error)")
        }
    }
}

private struct AppStorageStoreKey: EnvironmentKey {
    static let defaultValue = AppStorageStore.standard
}

private struct SceneStorageStoreKey: EnvironmentKey {
    static let defaultValue: AppStorageStore? = nil
}

extension EnvironmentValues {
    /// The store `@AppStorage` properties read and write.
    var appStorageStore: AppStorageStore {
        get { self[AppStorageStoreKey.self] }
        set { self[AppStorageStoreKey.self] = newValue }
    }

    /// The store `@SceneStorage` properties read and write: the host's; nil outside a host.
    var sceneStorageStore: AppStorageStore? {
        get { self[SceneStorageStoreKey.self] }
        set { self[SceneStorageStoreKey.self] = newValue }
    }
}
