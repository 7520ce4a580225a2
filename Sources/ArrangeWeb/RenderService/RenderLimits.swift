import Foundation

/// The limits a ``RenderService`` holds every request to (Docs/Web.md, "Image service").
///
/// A request beyond a limit is answered `400 Bad Request` (a size or parameter limit) or
/// `503 Service Unavailable` (the time limit) with the reason on one line; nothing is rendered
/// past a limit.
public struct RenderLimits: Sendable, Equatable {
    /// The most pixels a PNG may have (width × height after scaling); 16,777,216 (4096 × 4096,
    /// 64 MB of RGBA) by default, ``PNGRenderer``'s own default.
    public var maximumPixelCount: Int
    /// The largest `width` or `height` a request may propose, in points; 8192 by default.
    public var maximumDimension: Double
    /// The largest `scale` (pixels per point); 4 by default.
    public var maximumScale: Double
    /// The longest value of one query parameter, in UTF-8 bytes once decoded; 1024 by default.
    public var maximumParameterLength: Int
    /// The most query parameters a request may have; 32 by default.
    public var maximumParameterCount: Int
    /// The longest query string, in bytes as sent; 8192 by default.
    public var maximumQueryLength: Int
    /// How long a layout may take before it is abandoned; 2 seconds by default. Resolving `body`s is
    /// not interrupted (``LayoutCancellation``).
    public var timeLimit: Duration
    /// How many images are rasterised and encoded at once; the rest wait their turn. The number
    /// of active processors by default (each encoding itself uses every core in bands, so more at
    /// once would only hold more images in memory).
    public var maximumConcurrentEncodings: Int

    /// Limits with the given values; each has the default stated on its property.
    ///
    /// - Parameters:
    ///   - maximumPixelCount: The most pixels a PNG may have.
    ///   - maximumDimension: The largest `width` or `height`, in points.
    ///   - maximumScale: The largest `scale`.
    ///   - maximumParameterLength: The longest decoded value of one parameter, in bytes.
    ///   - maximumParameterCount: The most parameters.
    ///   - maximumQueryLength: The longest query string, in bytes.
    ///   - timeLimit: How long a layout may take.
    ///   - maximumConcurrentEncodings: How many images are encoded at once.
    public init(maximumPixelCount: Int = 4096 * 4096, maximumDimension: Double = 8192, maximumScale: Double = 4,
                maximumParameterLength: Int = 1024, maximumParameterCount: Int = 32, maximumQueryLength: Int = 8192,
                timeLimit: Duration = .seconds(2), maximumConcurrentEncodings: Int = RenderLimits.processorCount) {
        self.maximumPixelCount = maximumPixelCount
        self.maximumDimension = maximumDimension
        self.maximumScale = maximumScale
        self.maximumParameterLength = maximumParameterLength
        self.maximumParameterCount = maximumParameterCount
        self.maximumQueryLength = maximumQueryLength
        self.timeLimit = timeLimit
        self.maximumConcurrentEncodings = maximumConcurrentEncodings
    }

    /// The number of active processors (at least 1).
    public static var processorCount: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }
}
