/// Words of an identifier or key, for judging names by meaning (`isDarkMode` → is, dark, mode;
/// `COLOR_SCHEME_DARK` → color, scheme, dark; `night-mode` → night, mode).
package enum NameWords {
    /// The last word, lowercased, without splitting the rest: `darkThemeTint` → `tint`,
    /// `COLOR_SCHEME_DARK` → `dark`. Works on ASCII bytes; other names fall back to `split`.
    package static func lastWord(_ name: String) -> String {
        let bytes = Array(name.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return split(name).last ?? "" }
        func isLower(_ b: UInt8) -> Bool { (b >= 97 && b <= 122) || (b >= 48 && b <= 57) }
        func isUpper(_ b: UInt8) -> Bool { b >= 65 && b <= 90 }
        var end = bytes.count
        while end > 0 && !(isLower(bytes[end - 1]) || isUpper(bytes[end - 1])) { end -= 1 }
        var start = end
        while start > 0 && isLower(bytes[start - 1]) { start -= 1 }
        if start < end {
            if start > 0 && isUpper(bytes[start - 1]) { start -= 1 }  // the capital opening `Tint`
        } else {
            while start > 0 && isUpper(bytes[start - 1]) { start -= 1 }  // `DARK` in `COLOR_SCHEME_DARK`
        }
        return String(decoding: bytes[start..<end].map { isUpper($0) ? $0 + 32 : $0 }, as: UTF8.self)
    }

    /// Lowercase words of a key: split on non-letters and camelCase humps.
    package static func split(_ key: String) -> [String] {
        var key = key
        if let words = key.withUTF8({ asciiWords($0) }) { return words }
        return unicodeWords(key)
    }

    /// Lower-case words of a token name, for judging what the token is for. Unlike `split`, a run
    /// of capitals gives its last capital to the next word and digits part words, as design-token
    /// names are written: `gradient02EDark` → gradient, e, dark; `TEXT_DARK` → text, dark;
    /// `Colors/TextField/invalid` → colors, text, field, invalid.
    package static func splitAcronyms(_ name: String) -> [String] {
        let bytes = Array(name.utf8)
        func isUpper(_ i: Int) -> Bool { i >= 0 && i < bytes.count && bytes[i] >= 65 && bytes[i] <= 90 }
        func isLower(_ i: Int) -> Bool { i >= 0 && i < bytes.count && bytes[i] >= 97 && bytes[i] <= 122 }
        var words: [String] = [], current = ""
        for i in bytes.indices {
            let startsWord = isUpper(i) && (isLower(i - 1) || isUpper(i - 1) && isLower(i + 1))
            if startsWord || !isUpper(i) && !isLower(i) {
                if !current.isEmpty { words.append(current) }
                current = ""
            }
            if isUpper(i) || isLower(i) { current.append(Character(UnicodeScalar(isUpper(i) ? bytes[i] + 32 : bytes[i]))) }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `split` for ASCII keys, on bytes: Unicode property lookups cost thousands of instructions
    /// per key. Nil when the key has a non-ASCII byte. Same words as `unicodeWords`.
    private static func asciiWords(_ bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
        func isUpper(_ b: UInt8) -> Bool { b >= 65 && b <= 90 }
        func isLowerOrDigit(_ b: UInt8) -> Bool { (b >= 97 && b <= 122) || (b >= 48 && b <= 57) }
        var words: [String] = []
        var wordStart = -1
        var previousWasLower = false
        func endWord(at end: Int) {
            guard wordStart >= 0 && end > wordStart else { return }
            words.append(String(unsafeUninitializedCapacity: end - wordStart) { word in
                for i in wordStart..<end { word[i - wordStart] = isUpper(bytes[i]) ? bytes[i] + 32 : bytes[i] }
                return end - wordStart
            })
        }
        for i in 0..<bytes.count {
            let b = bytes[i]
            if b >= 0x80 { return nil }
            if !isUpper(b) && !isLowerOrDigit(b) {
                endWord(at: i)
                wordStart = -1
                previousWasLower = false
                continue
            }
            if isUpper(b) && previousWasLower {
                endWord(at: i)
                wordStart = i
            }
            if wordStart < 0 { wordStart = i }
            previousWasLower = isLowerOrDigit(b)
        }
        endWord(at: bytes.count)
        return words
    }

    private static func unicodeWords(_ key: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousWasLower = false
        for scalar in key.unicodeScalars {
            let isLetterOrDigit = scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            if !isLetterOrDigit {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousWasLower = false
                continue
            }
            if scalar.properties.isUppercase && previousWasLower {
                words.append(current)
                current = ""
            }
            current.unicodeScalars.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            previousWasLower = scalar.properties.isLowercase || ("0"..."9").contains(scalar)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
