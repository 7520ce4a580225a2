import Foundation

extension Text {
    /// The interaction of a text with links: a tap on a link's characters opens its URL with the
    /// environment's `openURL` action, as SwiftUI does for Markdown and `AttributedString` links
    /// (https://developer.apple.com/documentation/swiftui/openurlaction: "views like `Link` and
    /// `Text` with Markdown links call the action"). A tap elsewhere on the text does nothing.
    func linkInteraction(model: TextModel, openURL: OpenURLAction) -> Interaction {
        Interaction(onTap: { event in
            if let url = model.link(at: event.location, in: event.size, rightToLeft: event.isRightToLeft) { openURL(url) }
        })
    }
}

extension TextModel {
    /// The URL of the link drawn at `point` in a text of `size` (its lines placed as
    /// `DisplayListBuilder.paintText` places them), if any.
    func link(at point: CGPoint, in size: CGSize, rightToLeft: Bool) -> URL? {
        let layout = layout(for: ProposedViewSize(width: size.width, height: size.height))
        let shaped = self.shaped
        var top: CGFloat = 0
        for (index, line) in layout.lines.enumerated() {
            if index > 0 { top += lineSpacing }
            let height = line.metrics.lineHeight * layout.scale
            if point.y >= top, point.y < top + height {
                var lineAlignment = alignment
                if rightToLeft { lineAlignment = lineAlignment == .leading ? .trailing : lineAlignment == .trailing ? .leading : .center }
                let slack = size.width - line.width * layout.scale
                var x = lineAlignment == .leading ? 0 : lineAlignment == .center ? slack / 2 : slack
                var pieces = [line.range]
                if line.isTruncated, let elision = line.elision { pieces = [elision.before, elision.after] }
                for (piece, clusters) in pieces.enumerated() {
                    if piece == 1, let first = line.range.first {
                        x += shaped.ellipsisAdvance[Int(shaped.clusters[first].run)] * layout.scale
                    }
                    for cluster in clusters {
                        let width = shaped.clusters[cluster].advance * layout.scale
                        if point.x >= x, point.x < x + width { return links[Int(shaped.clusters[cluster].run)] }
                        x += width
                    }
                }
                return nil
            }
            top += height
        }
        return nil
    }
}
