/// The languages HueLint lints.
public enum Language: String, Sendable, CaseIterable, Codable {
    case swift, kotlin

    /// The language of a path, from its extension; nil when HueLint does not lint it.
    public init?(path: String) {
        if path.hasSuffix(".swift") {
            self = .swift
        } else if path.hasSuffix(".kt") || path.hasSuffix(".kts") {
            self = .kotlin
        } else {
            return nil
        }
    }
}

/// One file's bytes, read once, with its line index.
public final class SourceFile: @unchecked Sendable {
    /// The path as reported: relative to the working directory when inside it.
    public let path: String
    public let bytes: [UInt8]
    public let language: Language
    /// Built on first use: most files have no findings and never need line numbers.
    public private(set) lazy var lineIndex = LineIndex(bytes: bytes)

    public init(path: String, bytes: [UInt8], language: Language) {
        self.path = path
        self.bytes = bytes
        self.language = language
    }

    public convenience init(path: String, text: String, language: Language) {
        self.init(path: path, bytes: Array(text.utf8), language: language)
    }

    public func text(_ range: ByteRange) -> String {
        String(decoding: bytes[max(0, range.start)..<min(bytes.count, range.end)], as: UTF8.self)
    }

    public func location(of offset: Int) -> SourceLocation {
        lineIndex.location(of: offset, in: bytes)
    }

    /// The text of 1-based `line`, without its terminator.
    public func lineText(_ line: Int) -> String {
        text(lineIndex.contentRange(ofLine: line, in: bytes))
    }
}
