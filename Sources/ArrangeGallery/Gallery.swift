import Arrange

/// The catalogue of examples that `arrange gallery` renders: the seed documents' views, every
/// container, every `ArrangeLayouts` layout, the controls, text, drawing and images.
public enum Gallery {
    /// Every example, in the order the gallery shows them; names are unique.
    public static var examples: [GalleryExample] {
        seedExamples + containerExamples + layoutExamples + controlExamples + styleExamples + textInputExamples + textExamples + drawingExamples + effectExamples + imageExamples + symbolExamples + listExamples + navigationExamples + screenExamples
    }

    /// The example named `name`, if any.
    public static func example(named name: String) -> GalleryExample? {
        examples.first { $0.name == name }
    }
}
