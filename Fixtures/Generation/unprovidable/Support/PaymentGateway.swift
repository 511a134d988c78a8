// Compiled into the models module for the compile-and-run test, but not read by factorygen:
// it stands for a type from a module the configuration does not include.
public final class PaymentGateway {
    public init() {}
}
