extension Spec {
    public struct Section {
        public var title: String
        public var fields: [Field]
    }
}
