/// Why output could not be written.
package enum OutputError: Error, Equatable, CustomStringConvertible {
    /// The reader went away (`huelint … | head`): stop quietly.
    case closed
    case failed(String)

    package var description: String {
        switch self {
        case .closed: return "the reader closed the pipe"
        case .failed(let reason): return reason
        }
    }
}

/// Where the CLI writes text. Tests substitute a buffer.
package protocol OutputSink: AnyObject {
    func write(_ text: String) throws
}

/// Standard output or error, written with write(2) in large chunks and no buffering of its own.
package final class FileDescriptorSink: OutputSink {
    let descriptor: Int32

    package init(descriptor: Int32) { self.descriptor = descriptor }

    package func write(_ text: String) throws {
        if let failure = POSIXOutput.writeAll(text, to: descriptor) { throw failure }
    }
}

package enum POSIXOutput {
    /// Writes every byte, retrying after signals and partial writes. Returns nil on success.
    static func writeAll(_ text: String, to descriptor: Int32) -> OutputError? {
        var text = text
        return text.withUTF8 { buffer -> OutputError? in
            guard let base = buffer.baseAddress else { return nil }
            var offset = 0
            while offset < buffer.count {
                let written = SystemCalls.write(descriptor, base + offset, min(buffer.count - offset, 1 << 20))
                if written < 0 {
                    let code = errno
                    if code == EINTR || code == EAGAIN { continue }
                    return code == EPIPE ? .closed : .failed(message(forErrno: code))
                }
                offset += written
            }
            return nil
        }
    }

    package static func message(forErrno code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }

    /// A closed pipe should end the program quietly with EPIPE, not kill it with a signal.
    package static func ignoreBrokenPipeSignal() {
        _ = signal(SIGPIPE, SIG_IGN)
    }

    package static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) != 0
    }
}
