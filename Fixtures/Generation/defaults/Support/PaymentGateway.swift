struct PaymentGateway {
    static let sandbox = PaymentGateway(key: "sandbox")

    let key: String
}
