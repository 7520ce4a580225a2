/// The view `containerValue(_:_:)` makes: writes a container value into the traits of each node
/// its content resolves into (as `layoutValue(key:value:)` writes a layout value), and into the
/// record of each `Section` the content is, when sections are being collected.
struct ContainerValueView<Content: View>: View, PrimitiveView {
    let content: Content
    let write: (inout ContainerValues) -> Void

    var body: Never { primitiveBody() }

    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        let start = output.count
        let firstSection = builder.sectionLog?.count
        builder.resolve(content, context: context, into: &output)
        for node in output[start...] {
            var values = builder.graph.containerValues(of: node)
            write(&values)
            builder.setTrait(values, for: ContainerValues.traitKey, on: node)
        }
        // Sections resolved directly in this content (all their nodes are in its output) take
        // the value as their own.
        guard let firstSection, let log = builder.sectionLog, log.count > firstSection else { return }
        let produced = Set(output[start...])
        for index in firstSection..<log.count where log[index].nodes.allSatisfy(produced.contains) {
            write(&builder.sectionLog![index].containerValues)
        }
    }
}
