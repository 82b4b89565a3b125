/// Thin wrappers over the C file APIs. Paths are NUL-free byte arrays; `withCPath` adds the NUL.
/// FileManager is avoided on purpose: its enumerator is slow on Linux and hides `d_type`.
package enum FileSystem {
    enum Kind: Sendable {
        case file, directory, symlink, other, unknown
    }

    /// Device and inode: what makes a directory the same directory, whatever the path.
    struct Identity: Hashable, Sendable {
        let device: UInt64
        let inode: UInt64
    }

    /// A directory's entries, names packed into one buffer to spare an allocation per name.
    struct Listing {
        var identity: Identity
        var names: [UInt8] = []
        var entries: [(start: Int, end: Int, kind: Kind)] = []

        /// Adds the NUL-terminated entry `name`, unless it is `.` or `..`.
        mutating func add(_ name: UnsafePointer<UInt8>, type: Int) {
            let length = strlen(UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self))
            if name[0] == UInt8(ascii: ".") && (length == 1 || (length == 2 && name[1] == UInt8(ascii: "."))) { return }
            let start = names.count
            names.append(contentsOf: UnsafeBufferPointer(start: name, count: length))
            entries.append((start, names.count, FileSystem.kind(ofEntryType: type)))
        }
    }

    package enum Failure: Error {
        case missing
        case failed(String)
    }

    /// Room for one `getdents64` call's entries, kept by each walking thread from folder to folder.
    final class ListingBuffer {
        let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: 32 * 1024, alignment: 8)
        deinit { bytes.deallocate() }
    }

    static func list(_ path: [UInt8], buffer: ListingBuffer? = nil) -> Result<Listing, Failure> {
        // open + fstat: the identity comes from the very folder being read.
        let descriptor = withCPath(path) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard descriptor >= 0 else { return .failure(failure(errno)) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            return .failure(failure(code))
        }
        #if os(Linux)
        // The entries straight from the kernel: `fdopendir` would add an fstat, two fcntls and a
        // buffer of its own per folder.
        if let getdents = getdents64, let buffer {
            defer { close(descriptor) }
            var listing = Listing(identity: identity(info))
            while true {
                let filled = getdents(descriptor, buffer.bytes.baseAddress, buffer.bytes.count)
                if filled == 0 { return .success(listing) }
                if filled < 0 {
                    if errno == EINTR { continue }
                    return .failure(failure(errno))
                }
                var offset = 0
                while offset < filled {
                    // struct linux_dirent64: inode (8), offset (8), record length (2), type (1), name.
                    let record = buffer.bytes.baseAddress! + offset
                    let length = Int(record.loadUnaligned(fromByteOffset: 16, as: UInt16.self))
                    listing.add((record + 19).assumingMemoryBound(to: UInt8.self),
                                type: Int(record.load(fromByteOffset: 18, as: UInt8.self)))
                    offset += max(length, 1)
                }
            }
        }
        #endif
        guard let directory = fdopendir(descriptor) else {
            let code = errno
            close(descriptor)
            return .failure(failure(code))
        }
        defer { closedir(directory) }  // also closes `descriptor`
        var listing = Listing(identity: identity(info))
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        while let entry = readdir(directory) {
            listing.add(UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(to: UInt8.self),
                        type: Int(entry.pointee.d_type))
        }
        return .success(listing)
    }

    /// The kind of the file at `path`, following symlinks when asked; nil when it is gone.
    static func kind(_ path: [UInt8], followingLinks: Bool) -> Result<Kind, Failure> {
        var info = stat()
        let status = withCPath(path) { followingLinks ? stat($0, &info) : lstat($0, &info) }
        guard status == 0 else { return .failure(failure(errno)) }
        return .success(kind(ofMode: info.st_mode))
    }

    package static func exists(_ path: [UInt8]) -> Bool {
        var info = stat()
        return withCPath(path) { lstat($0, &info) } == 0
    }

    /// The whole file, or nil when it cannot be read.
    package static func read(_ path: [UInt8]) -> [UInt8]? {
        let descriptor = withCPath(path) { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
        }
    }

    static func currentDirectory() -> [UInt8] {
        guard let pointer = getcwd(nil, 0) else { return [UInt8(ascii: "/")] }
        defer { free(pointer) }
        return Array(UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)))
    }

    private static func withCPath<T>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T {
        (path + [0]).withUnsafeBufferPointer { buffer in
            body(UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self))
        }
    }

    private static func failure(_ code: Int32) -> Failure {
        if code == ENOENT || code == ENOTDIR { return .missing }
        if code == EACCES { return .failed("permission denied") }
        guard let message = strerror(code) else { return .failed("error \(code)") }
        let text = String(cString: message)
        return .failed(text.prefix(1).lowercased() + text.dropFirst())
    }

    private static func identity(_ info: stat) -> Identity {
        Identity(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino))
    }

    private static func kind(ofMode mode: mode_t) -> Kind {
        switch Int(mode) & Int(S_IFMT) {
        case Int(S_IFREG): return .file
        case Int(S_IFDIR): return .directory
        case Int(S_IFLNK): return .symlink
        default: return .other
        }
    }

    fileprivate static func kind(ofEntryType type: Int) -> Kind {
        switch type {
        case Int(DT_REG): return .file
        case Int(DT_DIR): return .directory
        case Int(DT_LNK): return .symlink
        case Int(DT_UNKNOWN): return .unknown
        default: return .other
        }
    }
}

#if os(Linux)
/// glibc's `getdents64` (2.30 and later), looked up at run time: Swift does not import it, and an
/// older C library without it falls back to `readdir`.
private let getdents64: (@convention(c) (Int32, UnsafeMutableRawPointer?, Int) -> Int)? = {
    guard let symbol = dlsym(nil, "getdents64") else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) (Int32, UnsafeMutableRawPointer?, Int) -> Int).self)
}()
#endif

/// `read(2)`, renamed because `FileSystem.read` shadows it.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
