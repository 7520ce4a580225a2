extension GraphBuilder {
    /// Resolves the layers of the presentations the tree under `root` asked for, and returns the
    /// node the host places: `root` itself when nothing is presented, else a
    /// `PresentationHostLayout` over `root` and the layers, which keeps `root`'s frame and lays
    /// each layer over the whole hosting `area` (Docs/Differences.md, "Presentation").
    ///
    /// A layer's views may present in turn: their presentation becomes the next layer. A layer
    /// (the root included) presents one thing at a time, as in SwiftUI, which logs "only presenting
    /// a single sheet is supported": the first presentation its views asked for is shown, and the
    /// others are reported as diagnostics.
    func presentLayers(over root: Int32, in area: HostingArea) -> Int32 {
        guard !presentations.requests.isEmpty else { return root }
        var layers: [Int32] = []
        var ignored: [PresentationRequest] = []
        var index = 0
        presentations.insets = area.usableInsets
        while index < presentations.requests.count {
            let request = presentations.requests[index]
            index += 1
            guard request.layer == layers.count else {
                ignored.append(request)
                continue
            }
            presentations.currentLayer = layers.count + 1
            let context = ResolveContext(environment: request.environment, identity: request.identity, orientation: nil)
            var output: [Int32] = []
            request.resolve(self, context, &output)
            if output.count == 1 {
                layers.append(output[0])
            } else {
                layers.append(addLayout(ZStackLayout(alignment: .center), children: output, context: context))
            }
        }
        presentations.currentLayer = 0
        guard !layers.isEmpty else { return root }
        let areaRect = area.usableSize.map { CGRect(origin: .zero, size: $0) }
        let context = ResolveContext(environment: EnvironmentValues(), identity: ResolveContext.mix(0, ResolveContext.salt(of: PresentationHostLayout.self)), orientation: nil)
        let host = addLayout(PresentationHostLayout(area: areaRect, insets: area.usableInsets), children: [root] + layers, context: context)
        for request in ignored {
            graph.report("a \(request.kind) was not presented: the view presenting it already presents something (SwiftUI presents one at a time)", at: host)
        }
        return host
    }
}
