/// The version `factorygen --version` prints.
///
/// ```swift
/// print(FactoryGenVersion.current) // 0.1.0
/// ```
public enum FactoryGenVersion {
    /// The version, as `major.minor.patch`.
    public static let current = "0.1.0"
}
