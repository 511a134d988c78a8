@testable import FactoryGenCore
@testable import FactoryRuntime
import Testing

/// The generator passes a text of a named shape to an initializer that may trap
/// (``NamedTextShapes``), and the runtime's decoder tries shapes by the same names
/// (``ProvidingDecoder``). The two modules share no code, so their tables are held in step here:
/// the text the generator writes for a name is among those the decoder tries first for it.
@Suite struct TextShapeAgreementTests {
    @Test func theGeneratorsShapeForANameIsOneTheDecoderTriesForIt() {
        for hint in NamedTextShapes.hints {
            let text = String(hint.literal.dropFirst().dropLast())
            for word in hint.words {
                let tried = ProvidingDecoder.shapeHints.filter { $0.words.contains(word) }.flatMap(\.shapes)
                #expect(tried.contains(text), "'\(word)': the generator passes \(hint.literal), the decoder tries \(tried)")
            }
        }
    }
}
