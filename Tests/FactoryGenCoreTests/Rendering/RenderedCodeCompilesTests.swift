import Foundation
import Testing
@testable import FactoryGenCore
import FactoryGenVerification

/// The hand-made plan's rendering compiles against its models and obeys the lens and prism laws.
@Test func renderedSamplePlanCompilesAndObeysTheLaws() throws {
    let code = try #require(Renderer().render(SamplePlans.userPlan, files: [SamplePlans.userFile]).code)
    let models = Repository.fixtures.appendingPathComponent("Generation/Rendering/App.swift").path
    let extra = """
    let renamed = Factory<User>.provide() |> User._id * UserId._value *~ "x"
    expect(renamed.id.value == "x", "composed lens sets the nested value")
    expect(Load._failed.extract(.failed(code: 1, message: "m"))?.code == 1, "prism extracts a payload")
    """
    let driver = LawDriver.source(plan: SamplePlans.userPlan, files: [SamplePlans.userFile], generated: code, extra: extra)
    let output = try SwiftCompiler.compileAndRun(set: "sample-plan", module: "App", models: [models], generated: code, driver: driver)
    #expect(output.contains(" checks, 0 failed"))
}

/// The harness must be able to fail: a lens that forgets a field breaks get-set.
@Test func lawDriverReportsABrokenLens() throws {
    var plan = SamplePlans.userPlan
    let user = try #require(plan.types.firstIndex { $0.name == "User" })
    plan.types[user].lenses[0].rebuildExpression = "User(id: newValue, age: whole.age + 1)"
    let code = try #require(Renderer().render(plan, files: [SamplePlans.userFile]).code)
    let models = Repository.fixtures.appendingPathComponent("Generation/Rendering/App.swift").path
    let driver = LawDriver.source(plan: plan, files: [SamplePlans.userFile], generated: code, extra: "")
    #expect {
        try SwiftCompiler.compileAndRun(set: "broken-lens", module: "App", models: [models], generated: code, driver: driver)
    } throws: { error in
        let text = "\(error)"
        return text.contains("FAILED: User._id get-set") && text.contains("FAILED: User._id set-set")
    }
}
