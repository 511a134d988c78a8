import FactoryGenVerification
import Foundation
import Testing
@testable import FactoryGenCore

/// Checks that the plan's snippets really compile and behave: models, a plain rendering of
/// the plan (the generation helper owns the real templates and their full suite) and the
/// runtime are compiled together with swiftc, and the program's output is compared.
@Suite struct PlanCompilationTests {
    static let models = """
    import Foundation

    struct User {
        let id: UserId
        let name: String
        var age: Int
        var isAdult: Bool { age >= 20 }
    }
    struct UserId { let value: String }

    enum Boot {
        enum Basics {
            case ユーザはHome画面でアイコンを選択する
            case other(BoolKey.ValueType)
        }
    }
    enum BoolKey {
        typealias ValueType = Bool
        case flag
    }
    enum KeyValue {
        case bool(key: BoolKey, value: BoolKey.ValueType)
        case `default`
    }
    enum LoadingUserState {
        case failure(Error)
        case waiting
        case loaded(user: User)
        case page(Int, total: Int)
    }
    struct UserDefaultsClient: Sendable {
        var boolForKey: @Sendable (String) -> Bool
        var setBool: @Sendable (Bool, String) async -> Void
        var load: @Sendable () async throws -> [User]
    }
    enum TrackingEvent {
        case screen(name: String, properties: [AnyHashable: Any])
    }
    protocol UserServiceProtocol { func fetch() -> User }
    enum UserService: UserServiceProtocol {
        case live
        func fetch() -> User { User(id: UserId(value: "u"), name: "n", age: 1) }
    }
    final class HomeViewState {
        let service: UserServiceProtocol
        let users: [User]
        init(service: UserServiceProtocol, users: [User]) { self.service = service; self.users = users }
    }
    struct Node { let value: Int; let children: [Node] }
    indirect enum Expr { case add(Expr, Expr); case number(Int) }
    struct Box<T> { let value: T; var backup: T? }
    struct Outer {
        struct Id { let raw: Int }
        struct Inner { let id: Id; let `default`: String }
        #if DEBUG
        struct Debug { let note: String }
        #endif
    }
    struct Date { let day: Int }
    struct Event { let when: Foundation.Date; let day: Date }
    """

    /// The runtime's spelling of the plan, kept minimal.
    static func render(_ plan: GenerationPlan) -> String {
        // Standard types from Foundation are spelled as such (`Date`, `Foundation.Date`): the
        // generated file imports Foundation like the models do.
        var out = "import Foundation\nimport FactoryRuntime\n"
        for type in plan.types {
            if let condition = type.condition { out += "#if \(condition)\n" }
            if let providable = type.providable {
                let requirements = type.conformanceRequirements.isEmpty ? "" : " where " + type.conformanceRequirements.joined(separator: ", ")
                out += "extension \(type.name): Providable\(requirements) {\n"
                out += "    static func provide() -> \(type.selfType) { \(providable.expression) }\n}\n"
            }
            out += "extension \(type.name) {\n"
            for lens in type.lenses {
                if let condition = lens.condition { out += "#if \(condition)\n" }
                let setter = lens.strategy == .mutation
                    ? "var copy = whole; copy.\(lens.property) = newValue; return copy"
                    : lens.rebuildExpression!
                out += "    static var \(lens.name): Lens<\(type.selfType), \(lens.type)> { Lens(get: { $0.\(lens.property) }, set: { newValue, whole in \(setter) }) }\n"
                if lens.condition != nil { out += "#endif\n" }
            }
            for prism in type.prisms {
                if let condition = prism.condition { out += "#if \(condition)\n" }
                out += "    static var \(prism.name): Prism<\(type.selfType), \(prism.payloadType)> { Prism(extract: { whole in if case \(prism.pattern) = whole { return \(prism.extractedValue) } else { return nil } }, embed: { payload in \(prism.embedExpression) }) }\n"
                if prism.condition != nil { out += "#endif\n" }
            }
            out += "}\n"
            if type.condition != nil { out += "#endif\n" }
        }
        return out
    }

    static let program = """
    import FactoryRuntime
    let user = Factory<User>.provide() |> User._id * UserId._value *~ "nonchalant" |> User._age *~ 20
    print(user.id.value, user.name.isEmpty, user.age, user.isAdult)
    print(Factory<LoadingUserState>.provide(), Factory<KeyValue>.provide(), Factory<Boot.Basics>.provide())
    print(LoadingUserState._page.embed((3, total: 9)), LoadingUserState._loaded.extract(.waiting) == nil)
    print(KeyValue._default.extract(.default) != nil, Factory<Expr>.provide(), Factory<Node>.provide().children.isEmpty)
    let box = Factory<Box<Int>>.provide() |> Box<Int>._backup *~ 4
    print(box.value, box.backup ?? -1, Factory<HomeViewState>.provide().service.fetch().name)
    print(Factory<UserDefaultsClient>.provide().boolForKey("k"), Factory<Outer.Inner>.provide().default.isEmpty)
    print(Factory<Event>.provide().when.timeIntervalSince1970, Factory<Event>.provide().day.day)
    """

    @Test func theProducedExpressionsCompileAndRun() throws {
        let file = Parser.parse(Self.models, path: "Models.swift")
        let plan = Resolver().resolve([file])
        #expect(plan.diagnostics.isEmpty)
        #expect(plan.skipped.isEmpty)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("resolution-compile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.models.write(to: directory.appendingPathComponent("Models.swift"), atomically: true, encoding: .utf8)
        try Self.render(plan).write(to: directory.appendingPathComponent("Generated.swift"), atomically: true, encoding: .utf8)
        try Self.program.write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let runtime = try SwiftcArguments.sources(in: Repository.runtimeSources)
        // The runtime is its own module, as in a user's test target: the models may shadow
        // standard names (`Date`) it uses.
        let library = try Shell.run(Shell.swiftc, [
            "-swift-version", "6", "-parse-as-library", "-emit-library", "-static", "-emit-module",
            "-module-name", "FactoryRuntime", "-emit-module-path", directory.appendingPathComponent("FactoryRuntime.swiftmodule").path,
            "-o", directory.appendingPathComponent("libFactoryRuntime.a").path,
        ] + runtime)
        #expect(library.status == 0, "\(library.stderr)")
        let executable = directory.appendingPathComponent("program").path
        let compiled = try Shell.run(Shell.swiftc, [
            "-swift-version", "6", "-module-name", "Models", "-I", directory.path, "-L", directory.path, "-lFactoryRuntime",
            "-o", executable,
        ] + ["Models.swift", "Generated.swift", "main.swift"].map { directory.appendingPathComponent($0).path })
        #expect(compiled.status == 0, "\(compiled.stderr)\n\(Self.render(plan))")
        #expect(!compiled.stderr.contains("Generated.swift"), "the generated code compiles without warnings: \(compiled.stderr)")
        guard compiled.status == 0 else { return }
        let run = try Shell.run(executable, [])
        #expect(run.stdout == """
        nonchalant true 20 true
        waiting bool(key: Models.BoolKey.flag, value: false) ユーザはHome画面でアイコンを選択する
        page(3, total: 9) true
        true number(0) true
        0 4 n
        false true
        0.0 0

        """)
    }
}
