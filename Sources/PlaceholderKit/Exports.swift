// `import PlaceholderKit` brings the model too: the spec types (`PlaceholderTextView`,
// `Mockup`, …) are PlaceholderModel's, and a client of the library should not need to know
// which layer declares which type. This is the package's one re-export (ARCHITECTURE.md).
@_exported import PlaceholderModel
