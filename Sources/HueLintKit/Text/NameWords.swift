/// Words of an identifier or key, for judging names by meaning (`isDarkMode` → is, dark, mode;
/// `COLOR_SCHEME_DARK` → color, scheme, dark; `night-mode` → night, mode).
public enum NameWords {
    /// Lowercase words of a key: split on non-letters and camelCase humps.
    public static func split(_ key: String) -> [String] {
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
