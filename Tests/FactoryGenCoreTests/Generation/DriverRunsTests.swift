import Foundation
import Testing
@testable import FactoryGenVerification

/// A driver that traps or hangs on one type still gets every other type checked.
@Suite struct DriverRunsTests {
    /// A stand-in for a compiled ``LawDriver``: checks types 0 to 3 of the range it is given, one
    /// law each, writing each type's marker first, and traps or sleeps at the type `behaviour` names.
    /// Run by `/bin/sh`, not executed itself: a process another test forks while the script is
    /// open for writing would keep it busy ("Text file busy").
    private func driver(_ behaviour: String) throws -> DriverRuns {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("fg-driver-\(UUID().uuidString).sh")
        try """
            #!/bin/sh
            from=${FACTORYGEN_LAWS_FROM:-0}; until=${FACTORYGEN_LAWS_UNTIL:-4}; [ "$until" -gt 4 ] && until=4
            checks=0; i=$from
            while [ $i -lt $until ]; do
              echo "\(LawDriver.typeMarker)$i Model$i" >&2
              \(behaviour)
              checks=$((checks + 1)); i=$((i + 1))
            done
            echo "$checks checks, 0 failed"
            """.write(to: script, atomically: true, encoding: .utf8)
        return DriverRuns(executable: "/bin/sh", arguments: [script.path])
    }

    @Test func aTypeThatTrapsEndsOnlyItsOwnChecks() throws {
        var runs = try driver(#"[ $i -eq 1 ] && { echo "Fatal error: made-up value"; kill -9 $$; }"#)
        try runs.runAll()
        #expect(runs.trapped.map(\.name) == ["Model1"])
        #expect(runs.hung.isEmpty)
        #expect(runs.checks == 3)
    }

    @Test func aTypeThatNeverReturnsIsStoppedAndCountedAsHung() throws {
        // `exec`: the driver itself hangs, one process, as a compiled one would.
        var runs = try driver("[ $i -eq 2 ] && exec sleep 30")
        runs.typeTimeLimit = 0.5
        let started = Date()
        try runs.runAll()
        #expect(runs.hung == ["Model2"])
        #expect(runs.trapped.isEmpty)
        #expect(runs.checks == 3)
        #expect(Date().timeIntervalSince(started) < 20, "the sleeping driver was killed, not waited for")
    }
}
