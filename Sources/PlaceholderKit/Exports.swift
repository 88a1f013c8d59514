// `import PlaceholderKit` brings the model and the text engine too: the spec types
// (`PlaceholderTextView`, `Mockup`, …) are PlaceholderModel's, fonts and text layout
// (`FontLibrary`, `TextLayoutEngine`, …) PlaceholderText's, and a client of the library
// should not need to know which layer declares which type. These are the package's only
// re-exports (ARCHITECTURE.md).
@_exported import PlaceholderModel
@_exported import PlaceholderText
