/// Classes of a single byte, as bit flags, looked up in a 256-entry table.
/// One table serves both languages; the few differences live in each lexer.
enum ByteClass {
    /// Letters, `_`, `$` and every byte >= 0x80 (non-ASCII letters, and invalid UTF-8, which must
    /// still land in some token; an identifier is the least surprising place).
    static let identifierStart: UInt8 = 1 << 0
    /// `identifierStart` plus decimal digits.
    static let identifierPart: UInt8 = 1 << 1
    static let decimalDigit: UInt8 = 1 << 2
    static let hexDigit: UInt8 = 1 << 3
    /// `= - + ! * % < > & | ^ ~ ? /`: bytes that group into maximal operator runs.
    static let operatorCharacter: UInt8 = 1 << 4
    /// Space, tab, vertical tab, form feed (not newlines: they are their own tokens).
    static let horizontalSpace: UInt8 = 1 << 5

    /// Indexed by the byte's value.
    static let table: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        func add(_ flags: UInt8, _ bytes: ClosedRange<UInt8>) {
            for byte in bytes { table[Int(byte)] |= flags }
        }
        let word = identifierStart | identifierPart
        add(word, UInt8(ascii: "a")...UInt8(ascii: "z"))
        add(word, UInt8(ascii: "A")...UInt8(ascii: "Z"))
        add(word, UInt8(ascii: "_")...UInt8(ascii: "_"))
        add(word, UInt8(ascii: "$")...UInt8(ascii: "$"))
        add(word, 0x80...0xFF)
        add(identifierPart | decimalDigit | hexDigit, UInt8(ascii: "0")...UInt8(ascii: "9"))
        add(hexDigit, UInt8(ascii: "a")...UInt8(ascii: "f"))
        add(hexDigit, UInt8(ascii: "A")...UInt8(ascii: "F"))
        for scalar in "=-+!*%<>&|^~?/".unicodeScalars {
            add(operatorCharacter, UInt8(scalar.value)...UInt8(scalar.value))
        }
        add(horizontalSpace, 0x09...0x09)  // tab
        add(horizontalSpace, 0x0B...0x0C)  // vertical tab, form feed
        add(horizontalSpace, 0x20...0x20)
        return table
    }()
}

/// What a byte can start in code, so each lexer picks its scanner with one table lookup and one
/// jump instead of a chain of tests (the chain's mispredicted branches cost a fifth of lexing time).
enum CodeStart: UInt8 {
    case identifier, digit, space, lineEnd, slash, dot, quote, apostrophe, pound, at, backtick
    case backslash, question, colon, leftParen, rightParen, leftBrace, rightBrace
    case leftBracket, rightBracket, comma, semicolon, operatorCharacter, other
    /// NUL: mostly the zero padding after the last byte (see `PaddedSource`), where lexing stops.
    case nul

    /// Indexed by the byte's value.
    static let table: [CodeStart] = (0...255).map { value in
        let byte = UInt8(value)
        let flags = ByteClass.table[value]
        if byte == 0 { return .nul }
        if flags & ByteClass.identifierStart != 0 { return .identifier }
        if flags & ByteClass.decimalDigit != 0 { return .digit }
        if flags & ByteClass.horizontalSpace != 0 { return .space }
        switch byte {
        case Byte.newline, Byte.carriageReturn: return .lineEnd
        case Byte.slash: return .slash
        case Byte.dot: return .dot
        case Byte.quote: return .quote
        case Byte.apostrophe: return .apostrophe
        case Byte.pound: return .pound
        case Byte.at: return .at
        case Byte.backtick: return .backtick
        case Byte.backslash: return .backslash
        case Byte.question: return .question
        case Byte.colon: return .colon
        case Byte.leftParen: return .leftParen
        case Byte.rightParen: return .rightParen
        case Byte.leftBrace: return .leftBrace
        case Byte.rightBrace: return .rightBrace
        case Byte.leftBracket: return .leftBracket
        case Byte.rightBracket: return .rightBracket
        case Byte.comma: return .comma
        case Byte.semicolon: return .semicolon
        default: return flags & ByteClass.operatorCharacter != 0 ? .operatorCharacter : .other
        }
    }
}

/// `ByteClass.table` followed by the raw values of `CodeStart.table`: one allocation, so the lexer's
/// loop keeps a single pointer for both in a register (with two, one is spilled to the stack).
enum ByteTables {
    static let startsOffset = 256
    static let classesThenStarts: [UInt8] = ByteClass.table + CodeStart.table.map(\.rawValue)
}

/// ASCII bytes the lexers compare against, named so the scanning code reads like the grammar.
enum Byte {
    /// The value of an ASCII hex digit, or nil.
    static func hexDigitValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    package static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let backslash = UInt8(ascii: "\\")
    static let quote = UInt8(ascii: "\"")
    static let apostrophe = UInt8(ascii: "'")
    static let backtick = UInt8(ascii: "`")
    static let pound = UInt8(ascii: "#")
    static let at = UInt8(ascii: "@")
    static let dollar = UInt8(ascii: "$")
    static let dot = UInt8(ascii: ".")
    static let comma = UInt8(ascii: ",")
    static let colon = UInt8(ascii: ":")
    static let semicolon = UInt8(ascii: ";")
    static let question = UInt8(ascii: "?")
    static let exclamation = UInt8(ascii: "!")
    static let less = UInt8(ascii: "<")
    static let plus = UInt8(ascii: "+")
    static let minus = UInt8(ascii: "-")
    static let underscore = UInt8(ascii: "_")
    static let leftParen = UInt8(ascii: "(")
    static let rightParen = UInt8(ascii: ")")
    static let leftBracket = UInt8(ascii: "[")
    static let rightBracket = UInt8(ascii: "]")
    static let leftBrace = UInt8(ascii: "{")
    static let rightBrace = UInt8(ascii: "}")
    static let zero = UInt8(ascii: "0")
    static let letterX = UInt8(ascii: "x")
    static let letterB = UInt8(ascii: "b")
    static let letterO = UInt8(ascii: "o")
    static let letterU = UInt8(ascii: "u")
    static let letterE = UInt8(ascii: "e")
    static let letterP = UInt8(ascii: "p")

    /// ASCII letters differ from their upper case only in bit 5.
    @inline(__always) static func lowercased(_ byte: UInt8) -> UInt8 { byte | 0x20 }

    /// Whether `bytes[start..<end]` holds a line end (`\n` or `\r`). The lint pass stores no
    /// line-break tokens, so line breaks between two tokens are found in the bytes between them.
    static func lineEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        var index = start
        while index < end {
            if bytes[index] == newline || bytes[index] == carriageReturn { return true }
            index += 1
        }
        return false
    }
}
