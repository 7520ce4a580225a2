import ArrangeGallery
import ArrangeWeb
import Hummingbird
import HummingbirdWebSocket

/// The routes of `arrange serve`, on a router whose context carries WebSockets (so live views can
/// be mounted under `/apps/…` on the same router).
enum ServeSite {
    /// The social card's route name: `/render/card.png?title=…`.
    static let cardName = "card"

    /// The router: security headers and path checks first, then the index, its style sheet, the
    /// card and the gallery.
    static func router() -> Router<BasicWebSocketRequestContext> {
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.add(middleware: WebSecurityMiddleware())
        let examples = Gallery.examples
        let index = ServeIndexPage(examples: examples, cardName: cardName).html
        router.get("/") { _, _ in ServeIndexPage.response(index, contentType: "text/html; charset=utf-8") }
        router.get("/index.css") { _, _ in ServeIndexPage.response(ServeIndexPage.styleSheet, contentType: "text/css; charset=utf-8") }
        cardService().addRoutes(to: router, at: "/render")
        galleryService(examples).addRoutes(to: router, at: "/render/gallery")
        return router
    }

    /// The social card (`GallerySocialCard`, 1200 × 630), its `title` and `message` parameters.
    static func cardService() -> RenderService {
        let service = RenderService()
        service.register(cardName) { params in
            let card = GallerySocialCard()
            return GallerySocialCard(title: params.string("title") ?? card.title, message: params.string("message") ?? card.message)
        }
        return service
    }

    /// Every gallery example by its name, proposed the size the gallery proposes it.
    static func galleryService(_ examples: [GalleryExample]) -> RenderService {
        let service = RenderService()
        for example in examples {
            service.register(example.name, proposal: example.proposal) { _ in example.view }
        }
        return service
    }
}
