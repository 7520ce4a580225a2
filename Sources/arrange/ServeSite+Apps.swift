import ArrangeWeb
import Hummingbird
import HummingbirdWebSocket
import LayoutSwitcherApp
import PetsApp
import RadialApp

extension ServeSite {
    /// Mounts the three example apps live (Docs/Web.md, "Live views"): `/apps/pets` (the
    /// pet-voting screen), `/apps/layout-switcher` and `/apps/radial`, each a page, its client
    /// script and its WebSocket on `router`, which is also the server's WebSocket router.
    static func addLiveApps(to router: Router<BasicWebSocketRequestContext>) async throws {
        let (pets, switcher, radial) = await MainActor.run {
            (WebHost(rootView: PetVotingView()), WebHost(rootView: LayoutSwitcherView()), WebHost(rootView: RadialDemoView()))
        }
        try pets.addRoutes(to: router, at: "/apps/pets")
        try switcher.addRoutes(to: router, at: "/apps/layout-switcher")
        try radial.addRoutes(to: router, at: "/apps/radial")
    }
}
