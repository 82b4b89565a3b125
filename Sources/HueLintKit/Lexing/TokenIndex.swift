/// Positions of the few token kinds rules start from, gathered by the lexer as it builds the
/// significant view. Each rule walks only its own lists instead of every token of the file.
///
/// The three frequent lists are in storage the file's `FileContext` owns, valid while it lives
/// (copying them into arrays cost an allocation and a copy each, per file).
package struct TokenIndex {
    /// `(` tokens: calls.
    package private(set) var parens = UnsafeBufferPointer<Int32>(start: nil, count: 0)
    /// String literal openers.
    package private(set) var strings = UnsafeBufferPointer<Int32>(start: nil, count: 0)
    /// `.` tokens: member chains and implicit members.
    package private(set) var dots = UnsafeBufferPointer<Int32>(start: nil, count: 0)
    /// `@Name` attributes and annotations.
    package private(set) var attributes: [Int32] = []
    /// `#colorLiteral` and other `#` words.
    package private(set) var pounds: [Int32] = []
    /// `0x…` integer literals of six digits or more: colours, masks, hashes.
    package private(set) var hexNumbers: [Int32] = []
    /// `[` tokens: array and dictionary literals, subscripts, collection types.
    package private(set) var brackets: [Int32] = []
    /// `?` operators (Swift ternaries and optionals).
    package private(set) var questionMarks: [Int32] = []
    /// `if`, `switch` and `when` keywords.
    package private(set) var conditionals: [Int32] = []
    /// Names that read the appearance: `colorScheme`, `userInterfaceStyle`, `isSystemInDarkTheme`,
    /// `isLight`, `effectiveAppearance`.
    package private(set) var appearanceNames: [Int32] = []
    /// `UIColor` and `NSColor` names (dynamic providers, platform colours).
    package private(set) var platformColorNames: [Int32] = []
    /// Names shaped like a colour type (`Color`, `UIColor`, `LottieColor`: the test of
    /// `FileContext.isColorTypeToken`). Colour calls and palette references start at one, so rules
    /// walk these rather than every `(` and `.` of the file.
    package private(set) var colorTypeNames: [Int32] = []
    /// Swift `init` names (`.init(hex:)`).
    package private(set) var initNames: [Int32] = []
    /// Swift `enum` keywords: the project's own enums may name cases after colours (`ProjectEnumCases`).
    package private(set) var enumKeywords: [Int32] = []
    /// A Kotlin `enum` or `sealed` modifier: the file may declare a type whose cases carry colours.
    package private(set) var hasKotlinCaseTypes = false
    /// `import` keywords: a test framework's import marks a test file. (Kotlin files hold dozens:
    /// adopted raw storage, like the three frequent lists.)
    package private(set) var imports = UnsafeBufferPointer<Int32>(start: nil, count: 0)
    /// `UIKit`, `AppKit`, `SwiftUI`, `android` and `androidx`: module-qualified palette references
    /// (`SwiftUI.Color.red`, `android.graphics.Color.RED`) start at one.
    package private(set) var moduleNames: [Int32] = []

    /// The frequent lists come from `SignificantView.Builder`, built in raw buffers that
    /// `deallocateAdopted` frees.
    mutating func adopt(parens: UnsafeMutableBufferPointer<Int32>, strings: UnsafeMutableBufferPointer<Int32>,
                        dots: UnsafeMutableBufferPointer<Int32>, imports: UnsafeMutableBufferPointer<Int32>) {
        self.parens = UnsafeBufferPointer(parens)
        self.strings = UnsafeBufferPointer(strings)
        self.dots = UnsafeBufferPointer(dots)
        self.imports = UnsafeBufferPointer(imports)
    }

    /// Frees the adopted lists; their owner calls this once, when it goes.
    func deallocateAdopted() {
        parens.baseAddress?.deallocate()
        strings.baseAddress?.deallocate()
        dots.baseAddress?.deallocate()
        imports.baseAddress?.deallocate()
    }

    @_transparent
    mutating func noteBracket(at p: Int) { brackets.append(Int32(truncatingIfNeeded: p)) }

    /// Files the significant token at position `p` if it is one of the rarer kinds rules start
    /// from; `(`, string openers and `.` are the caller's, identifiers `noteIdentifier`'s.
    @_transparent
    mutating func note(_ t: Token, at p: Int, bytes: UnsafeBufferPointer<UInt8>, language: Language) {
        switch t.kind {
        case .attribute: attributes.append(Int32(p))
        case .pound: pounds.append(Int32(p))
        case .number:
            let start = Int(t.start)
            if t.length >= 8 && bytes[start] == UInt8(ascii: "0") && (bytes[start + 1] | 0x20) == UInt8(ascii: "x") {
                hexNumbers.append(Int32(p))
            }
        case .operator:
            if t.length == 1 && bytes[Int(t.start)] == UInt8(ascii: "?") { questionMarks.append(Int32(p)) }
        default:
            break
        }
    }

    /// The names `noteIdentifier` files besides colour-type-shaped ones (`SignificantView` skips
    /// identifiers no such name could be). Keep the two in step.
    static let indexedNames = ["if", "when", "init", "enum", "UIKit", "import", "switch", "AppKit", "sealed", "isLight",
                               "UIColor", "NSColor", "SwiftUI", "android", "androidx", "colorScheme", "userInterfaceStyle",
                               "isSystemInDarkTheme", "effectiveAppearance"]

    /// `note` for an identifier. Decides by length first: almost every identifier is rejected
    /// without reading it.
    @_transparent
    mutating func noteIdentifier(_ t: Token, at p: Int, bytes: UnsafeBufferPointer<UInt8>, language: Language,
                                 imports: inout GrowableBuffer<Int32>) {
        switch t.length {
        case 2: if t.spells("if", in: bytes) { conditionals.append(Int32(p)) }
        case 4:
            if language == .kotlin && t.spells("when", in: bytes) { conditionals.append(Int32(p)) }
            else if language == .swift && t.spells("init", in: bytes) { initNames.append(Int32(p)) }
            else if t.spells("enum", in: bytes) {
                if language == .kotlin { hasKotlinCaseTypes = true } else { enumKeywords.append(Int32(p)) }
            }
        case 5: if t.spells("UIKit", in: bytes) { moduleNames.append(Int32(p)) }
        case 6:
            if t.spells("import", in: bytes) { imports.append(Int32(truncatingIfNeeded: p)) }
            else if language == .swift && t.spells("switch", in: bytes) { conditionals.append(Int32(p)) }
            else if t.spells("AppKit", in: bytes) { moduleNames.append(Int32(p)) }
            else if language == .kotlin && t.spells("sealed", in: bytes) { hasKotlinCaseTypes = true }
        case 7:
            if t.spells("isLight", in: bytes) { appearanceNames.append(Int32(p)) }
            else if language == .swift && (t.spells("UIColor", in: bytes) || t.spells("NSColor", in: bytes)) { platformColorNames.append(Int32(p)) }
            else if t.spells("SwiftUI", in: bytes) || t.spells("android", in: bytes) { moduleNames.append(Int32(p)) }
        case 8: if t.spells("androidx", in: bytes) { moduleNames.append(Int32(p)) }
        case 11: if t.spells("colorScheme", in: bytes) { appearanceNames.append(Int32(p)) }
        case 18: if t.spells("userInterfaceStyle", in: bytes) { appearanceNames.append(Int32(p)) }
        case 19:
            if t.spells("isSystemInDarkTheme", in: bytes) || t.spells("effectiveAppearance", in: bytes) { appearanceNames.append(Int32(p)) }
        default: break
        }
        if t.isColorTypeShaped(in: bytes) { colorTypeNames.append(Int32(p)) }
    }
}
