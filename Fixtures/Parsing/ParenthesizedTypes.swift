// Parenthesized types followed by postfix operators, in properties, payloads and parameters.
import Foundation

protocol Plugin {}

struct Callbacks {
    var onTap: ((Int) -> Void)?
    var onLoad: (() async throws -> Data)?
    var forced: (() -> Void)!
    var list: [(String) -> Bool]
    var table: [String: ((Int) -> Void)?]
    var sendable: (@Sendable () -> Void)?
    var plugin: (any Plugin)?
    var plugins: [(any Plugin)?]
    var metatype: (any Plugin).Type
    var doubleParens: ((Int))
    var optionalTuple: (Int, String)?
    var nestedOptional: ((() -> Void)?)?
    var generic: Optional<(Int) -> Void>
    var result: Result<(Int) -> Void, Error>
    var afterAll: Int = 0

    enum Event {
        case handler(((Int) -> Void)?)
        case pair(first: (() -> Void)?, second: Int)
    }

    init(onTap: ((Int) -> Void)? = nil, plugin: (any Plugin)? = nil) {
        self.onTap = onTap
        self.plugin = plugin
        forced = {}
        list = []
        table = [:]
        plugins = []
        metatype = (any Plugin).self
        doubleParens = 0
        generic = nil
        result = .success({ _ in })
    }

    func run(_ body: ((Int) -> Void)?) -> ((Int) -> Void)? { body }
}
