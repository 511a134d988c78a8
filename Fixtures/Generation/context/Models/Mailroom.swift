import Foundation

/// How a mailroom opens the letters it receives: a protocol of the models that only a type of
/// another module conforms to, Foundation's `JSONDecoder`, by an extension here.
public protocol LetterOpening {
    func open<Letter: Decodable>(_ type: Letter.Type, from envelope: Data) throws -> Letter
}

extension JSONDecoder: LetterOpening {
    public func open<Letter: Decodable>(_ type: Letter.Type, from envelope: Data) throws -> Letter {
        try decode(type, from: envelope)
    }
}

/// Its opener is the decoder, which the test target makes `Providable` (`DecoderFactory.swift`):
/// without that conformance nothing could fill the field, and the warning names the decoder.
public struct Mailroom {
    public var opener: any LetterOpening
    public var trays: Int
}
