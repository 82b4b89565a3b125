extension LexCursor {
    /// A number literal: decimal, `0x` hex, `0b`/`0o` prefixed, `_` separators, fractions and
    /// exponents, and any letters glued to the end (Kotlin's `L`, `u`, `uL`, `f`; Swift reports
    /// such letters as an error, but they still belong to the literal rather than a new name).
    ///
    /// Call at a decimal digit, or at a `.` directly before one (Kotlin's `.5f`).
    /// - Parameter hexFloats: Swift's `0x1.8p3`; Kotlin has no hex floats.
    mutating func scanNumber(hexFloats: Bool) {
        let start = position
        let first = bytes[position]
        let marker = Byte.lowercased(byte(at: position + 1))
        if first == Byte.zero && marker == Byte.letterX {
            position += 2
            scanHexDigitsAndExponent(hexFloats: hexFloats)
        } else if first == Byte.zero && (marker == Byte.letterB || marker == Byte.letterO) {
            position += 2
            skipIdentifierPart()
        } else {
            scanDecimal(from: start)
        }
        emit(.number, from: start)
    }

    private mutating func skipDigits() {
        while position < count {
            let current = bytes[position]
            guard has(ByteClass.decimalDigit, current) || current == Byte.underscore else { break }
            position += 1
        }
    }

    /// Whether a digit starts at `index`, allowing one sign first (an exponent's `e-3`, `p+2`).
    private func exponentDigitsStart(at index: Int) -> Int? {
        let sign = byte(at: index)
        let digitIndex = (sign == Byte.plus || sign == Byte.minus) ? index + 1 : index
        return has(ByteClass.decimalDigit, byte(at: digitIndex)) ? digitIndex : nil
    }

    private mutating func scanDecimal(from start: Int) {
        if bytes[position] == Byte.dot {
            position += 1  // Kotlin's `.5`: the caller saw the digit
            skipDigits()
        } else {
            skipDigits()
            // A fraction needs a digit after the dot: `1...5`, `1.dp` and `1.0.toInt()` keep their
            // dots. After a `.` token the digits are tuple members (`t.0.1`): no fraction either.
            if byte(at: position) == Byte.dot && has(ByteClass.decimalDigit, byte(at: position + 1))
                && kind(endingAt: start) != .dot {
                position += 1
                skipDigits()
            }
        }
        if Byte.lowercased(byte(at: position)) == Byte.letterE,
           let digits = exponentDigitsStart(at: position + 1) {
            position = digits
            skipDigits()
        }
        skipIdentifierPart()
    }

    private mutating func scanHexDigitsAndExponent(hexFloats: Bool) {
        skipIdentifierPart()  // hex digits, `_` and suffix letters alike
        guard hexFloats else { return }
        // `0x1.8p3`: a hex fraction counts only when a `p` exponent follows; `0xFF.description` and
        // `0xFF.cgColor` are member accesses.
        if byte(at: position) == Byte.dot && has(ByteClass.hexDigit, byte(at: position + 1)) {
            var end = position + 1
            while end < count && (has(ByteClass.hexDigit, bytes[end]) || bytes[end] == Byte.underscore) {
                end += 1
            }
            guard Byte.lowercased(byte(at: end)) == Byte.letterP else { return }
            position = end + 1
            skipIdentifierPart()
        }
        // `0x1p-2`: the run above stopped at the sign; take the exponent digits too.
        if position > 0 && Byte.lowercased(bytes[position - 1]) == Byte.letterP,
           let digits = exponentDigitsStart(at: position) {
            position = digits
            skipIdentifierPart()
        }
    }
}
