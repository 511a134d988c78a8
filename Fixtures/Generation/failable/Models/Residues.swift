/// The words a ring of residues may count in.
public protocol ResidueWord: FixedWidthInteger, Sendable {}

/// A word of a protocol that refines the first.
public protocol WideResidueWord: ResidueWord {}

extension Int: WideResidueWord {}

/// Residues modulo a word that must not be zero: the provided word is `0`, and an integer
/// literal stands for any `ResidueWord`, so the call passes `1`.
public struct Residues<Word: ResidueWord>: Sendable {
    public let modulus: Word
    public let topBit: Word

    public init(modulus: Word) {
        precondition(modulus != 0, "no residues modulo zero")
        self.modulus = modulus
        topBit = 1 << (Word.bitWidth - 1 - modulus.leadingZeroBitCount)
    }
}

/// The same through a protocol that refines the word's, inside a generic parent.
public enum Lattice<Word: WideResidueWord> {
    public struct Step: Sendable {
        public let stride: Word

        public init(stride: Word) {
            precondition(stride > 0, "a lattice steps forward")
            self.stride = stride
        }
    }
}
