/// Positions of the few token kinds rules start from, gathered in the same pass that builds the
/// significant view. Each rule walks only its own lists instead of every token of the file.
///
/// The three frequent lists are in storage the file's `FileContext` owns, valid while it lives
/// (copying them into arrays cost an allocation and a copy each, per file).
public struct TokenIndex {
    /// `(` tokens: calls.
    public private(set) var parens = UnsafeBufferPointer<Int32>(start: nil, count: 0)
    /// String literal openers.
    public private(set) var strings = UnsafeBufferPointer<Int32>(start: nil, count: 0)
    /// `.` tokens: member chains and implicit members.
    public private(set) var dots = UnsafeBufferPointer<Int32>(start: nil, count: 0)
    /// `@Name` attributes and annotations.
    public private(set) var attributes: [Int32] = []
    /// `#colorLiteral` and other `#` words.
    public private(set) var pounds: [Int32] = []
    /// `0x…` integer literals of six digits or more: colours, masks, hashes.
    public private(set) var hexNumbers: [Int32] = []
    /// `?` operators (Swift ternaries and optionals).
    public private(set) var questionMarks: [Int32] = []
    /// `if`, `switch` and `when` keywords.
    public private(set) var conditionals: [Int32] = []
    /// Names that read the appearance: `colorScheme`, `userInterfaceStyle`, `isSystemInDarkTheme`,
    /// `isLight`, `effectiveAppearance`.
    public private(set) var appearanceNames: [Int32] = []
    /// `UIColor` and `NSColor` names (dynamic providers, platform colours).
    public private(set) var platformColorNames: [Int32] = []
    /// Names shaped like a colour type (`Color`, `UIColor`, `LottieColor`: the test of
    /// `FileContext.isColorTypeToken`). Colour calls and palette references start at one, so rules
    /// walk these rather than every `(` and `.` of the file.
    public private(set) var colorTypeNames: [Int32] = []
    /// Swift `init` names (`.init(hex:)`).
    public private(set) var initNames: [Int32] = []
    /// `UIKit`, `AppKit`, `SwiftUI`, `android` and `androidx`: module-qualified palette references
    /// (`SwiftUI.Color.red`, `android.graphics.Color.RED`) start at one.
    public private(set) var moduleNames: [Int32] = []

    /// The frequent lists come from the caller's pass (see `SignificantView`), built in raw buffers
    /// that `deallocateAdopted` frees.
    mutating func adopt(parens: UnsafeMutableBufferPointer<Int32>, strings: UnsafeMutableBufferPointer<Int32>,
                        dots: UnsafeMutableBufferPointer<Int32>) {
        self.parens = UnsafeBufferPointer(parens)
        self.strings = UnsafeBufferPointer(strings)
        self.dots = UnsafeBufferPointer(dots)
    }

    /// Frees the adopted lists; their owner calls this once, when it goes.
    func deallocateAdopted() {
        parens.baseAddress?.deallocate()
        strings.baseAddress?.deallocate()
        dots.baseAddress?.deallocate()
    }

    /// Files the significant token at position `p` if it is one of the rarer kinds rules start
    /// from; `(`, string openers and `.` are the caller's.
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
        case .identifier:
            noteIdentifier(t, at: p, bytes: bytes, language: language)
        default:
            break
        }
    }

    /// `note` for an identifier. Decides by length first: almost every identifier is rejected
    /// without reading it.
    @_transparent
    mutating func noteIdentifier(_ t: Token, at p: Int, bytes: UnsafeBufferPointer<UInt8>, language: Language) {
        func equals(_ t: Token, _ word: StaticString) -> Bool {
            guard t.length == word.utf8CodeUnitCount else { return false }
            let start = Int(t.start)
            return word.withUTF8Buffer { w in
                for i in 0..<w.count where bytes[start + i] != w[i] { return false }
                return true
            }
        }
        switch t.length {
        case 2: if equals(t, "if") { conditionals.append(Int32(p)) }
        case 4:
            if language == .kotlin && equals(t, "when") { conditionals.append(Int32(p)) }
            else if language == .swift && equals(t, "init") { initNames.append(Int32(p)) }
        case 5: if equals(t, "UIKit") { moduleNames.append(Int32(p)) }
        case 6:
            if language == .swift && equals(t, "switch") { conditionals.append(Int32(p)) }
            else if equals(t, "AppKit") { moduleNames.append(Int32(p)) }
        case 7:
            if equals(t, "isLight") { appearanceNames.append(Int32(p)) }
            else if language == .swift && (equals(t, "UIColor") || equals(t, "NSColor")) { platformColorNames.append(Int32(p)) }
            else if equals(t, "SwiftUI") || equals(t, "android") { moduleNames.append(Int32(p)) }
        case 8: if equals(t, "androidx") { moduleNames.append(Int32(p)) }
        case 11: if equals(t, "colorScheme") { appearanceNames.append(Int32(p)) }
        case 18: if equals(t, "userInterfaceStyle") { appearanceNames.append(Int32(p)) }
        case 19:
            if equals(t, "isSystemInDarkTheme") || equals(t, "effectiveAppearance") { appearanceNames.append(Int32(p)) }
        default: break
        }
        // Last byte first: most names fail at once.
        let end = Int(t.end), first = bytes[Int(t.start)]
        if t.length >= 5 && bytes[end - 1] == UInt8(ascii: "r") && first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
            && bytes[end - 2] == UInt8(ascii: "o") && bytes[end - 3] == UInt8(ascii: "l") && bytes[end - 4] == UInt8(ascii: "o")
            && bytes[end - 5] == UInt8(ascii: "C") {
            colorTypeNames.append(Int32(p))
        }
    }
}
