/// The version of PlaceholderKit: the tool's `--version`, the packages `scripts/package`
/// makes, and the renderer `.versions.json` records for the self-contained bundle.
public enum PlaceholderKitVersion {
    /// `MAJOR.MINOR.PATCH`.
    public static let current = "0.1.0"
}
