/// Types of the standard library and Foundation that FactoryRuntime does not provide. A field
/// of one that no input declares is reported as a standard type, with the conformance to write,
/// rather than as a type whose file could be added to `includes`: there is no such file.
///
/// ```swift
/// // struct PokemonService { var session: URLSession }
/// // warning: cannot provide 'PokemonService.session': 'URLSession' is not among the standard
/// //          types factorygen provides; write `extension URLSession: Providable` in your test target
/// ```
///
/// Not exhaustive: the types models hold, found in real apps' models (services holding a
/// session or a coder, metadata ordered as `KeyValuePairs`, quantities as `Measurement`).
enum UnprovidedStandardTypes {
    static let names: Set<String> = [
        // The standard library.
        "KeyValuePairs", "CollectionOfOne", "EmptyCollection", "Repeated", "StrideTo", "StrideThrough",
        "StaticString", "OpaquePointer", "UnsafePointer", "UnsafeMutablePointer",
        "UnsafeRawPointer", "UnsafeMutableRawPointer", "UnsafeBufferPointer", "UnsafeMutableBufferPointer",
        "AnyIterator", "AnySequence", "AnyCollection", "AnyBidirectionalCollection", "AnyRandomAccessCollection",
        "AnyKeyPath", "PartialKeyPath", "KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath",
        "Never", "Mirror", "ContinuousClock", "SuspendingClock", "Float16", "Float80",
        "InlineArray", "Task", "TaskGroup", "CheckedContinuation", "UnsafeContinuation",
        "SIMD2", "SIMD3", "SIMD4", "SIMD8", "SIMD16",
        // Foundation.
        "Measurement", "Unit", "Dimension", "UnitLength", "UnitMass", "UnitDuration", "UnitTemperature",
        "DateInterval", "URLComponents", "URLQueryItem", "URLRequest", "URLResponse", "HTTPURLResponse",
        "URLSession", "URLSessionConfiguration", "URLSessionTask", "URLSessionDataTask", "URLCache", "URLCredential",
        "HTTPCookie", "JSONDecoder", "JSONEncoder", "PropertyListDecoder", "PropertyListEncoder",
        "DateFormatter", "ISO8601DateFormatter", "NumberFormatter", "ByteCountFormatter", "MeasurementFormatter",
        "DateComponentsFormatter", "PersonNameComponentsFormatter", "Formatter",
        "AttributedString", "NSAttributedString", "NSMutableAttributedString", "NSString", "NSMutableString",
        "NSData", "NSDate", "NSURL", "NSArray", "NSDictionary", "NSSet", "NSObject", "NSError",
        "NSRegularExpression", "NSPredicate", "NSSortDescriptor", "NSLock", "NSRecursiveLock", "NSCondition", "NSCache",
        "Bundle", "FileManager", "FileHandle", "ProcessInfo", "UserDefaults", "NotificationCenter",
        "Timer", "Thread", "RunLoop", "Operation", "OperationQueue", "Scanner", "InputStream", "OutputStream",
        "DispatchQueue", "DispatchGroup", "DispatchSemaphore", "DispatchTime", "DispatchWorkItem",
    ]
}
