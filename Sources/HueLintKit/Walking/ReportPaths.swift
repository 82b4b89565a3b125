/// Path arithmetic for reporters: pure string work, so output never depends on the file system.
package enum ReportPaths {
    /// `path` made absolute against `directory`, without `.`, `..` or doubled separators.
    package static func absolute(_ path: String, in directory: String) -> String {
        String(decoding: PathBytes.normalize(Array(path.utf8), base: Array(directory.utf8)), as: UTF8.self)
    }

    /// Whether the normalised absolute `path` is `folder` or lies below it.
    package static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder + "/")
    }

    /// `absolutePath` relative to `root`, or nil when it lies outside `root`.
    package static func relative(_ absolutePath: String, to root: String) -> String? {
        let normalizedRoot = absolute(root, in: "/")
        if normalizedRoot == "/" { return String(absolutePath.dropFirst()) }
        guard absolutePath.hasPrefix(normalizedRoot + "/") else { return nil }
        return String(absolutePath.dropFirst(normalizedRoot.count + 1))
    }

    /// Percent-encodes everything but RFC 3986 unreserved characters and `/`, byte by byte (UTF-8).
    static func percentEncoded(_ path: String) -> String {
        var out = ""
        out.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            if isUnreserved(byte) || byte == UInt8(ascii: "/") {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out += "%"
                out.unicodeScalars.append(hexDigit(byte >> 4))
                out.unicodeScalars.append(hexDigit(byte & 0x0F))
            }
        }
        return out
    }

    /// `file:///abs/dir/`, the form SARIF `originalUriBaseIds` wants for a folder.
    static func directoryURI(_ directory: String) -> String {
        let normalized = absolute(directory, in: "/")
        return "file://" + percentEncoded(normalized == "/" ? "/" : normalized + "/")
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    private static func hexDigit(_ nibble: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10)
    }
}

extension String {
    /// Appends `text`, replacing each ASCII byte for which `replacement` gives a string, and
    /// copying the runs between them whole: reporters escape every message, and a scalar at a
    /// time cost hundreds of instructions each.
    mutating func appendEscapingASCII(_ text: String, _ replacement: (UInt8) -> String?) {
        var text = text
        text.withUTF8 { bytes in
            var clean = 0
            for i in 0..<bytes.count where bytes[i] < 0x80 {
                guard let replaced = replacement(bytes[i]) else { continue }
                if clean < i { self += String(decoding: UnsafeBufferPointer(rebasing: bytes[clean..<i]), as: UTF8.self) }
                self += replaced
                clean = i + 1
            }
            if clean == 0 {
                self += String(decoding: bytes, as: UTF8.self)
            } else if clean < bytes.count {
                self += String(decoding: UnsafeBufferPointer(rebasing: bytes[clean...]), as: UTF8.self)
            }
        }
    }
}
