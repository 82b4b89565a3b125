/// `read(2)` and `write(2)` under names that do not clash with types' own `read`/`write`.
enum SystemCalls {
    package static func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        posixRead(fd, buffer, count)
    }

    package static func write(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        posixWrite(fd, bytes, count)
    }
}

// At file scope the C functions need no module prefix, so one spelling serves every platform.
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(fd, buffer, count) }
private func posixWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { write(fd, bytes, count) }
