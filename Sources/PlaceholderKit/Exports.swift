// PlaceholderKit is an umbrella: it declares nothing and re-exports the layers, so
// `import PlaceholderKit` brings the spec's types (PlaceholderModel), the fonts and the
// text engine (PlaceholderText), where everything goes (PlaceholderGeometry), the
// accessibility audit (PlaceholderAudit) and drawing (PlaceholderRendering); a client need
// not know which layer declares a type. The compiler keeps the layers apart: each sees
// only the modules below it (docs/ARCHITECTURE.md). These are the package's only
// re-exports.
@_exported import PlaceholderModel
@_exported import PlaceholderText
@_exported import PlaceholderGeometry
@_exported import PlaceholderAudit
@_exported import PlaceholderRendering
