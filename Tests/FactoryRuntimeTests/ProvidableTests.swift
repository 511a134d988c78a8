import Testing
@testable import FactoryRuntime
