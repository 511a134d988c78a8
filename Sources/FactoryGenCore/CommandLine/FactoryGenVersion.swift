/// The version `factorygen --version` prints.
public enum FactoryGenVersion {
    public static let current = "0.1.0"
}
