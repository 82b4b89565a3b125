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
    }

    package enum Failure: Error {
        case missing
        case failed(String)
    }

    static func list(_ path: [UInt8]) -> Result<Listing, Failure> {
        // open + fstat + fdopendir: the identity comes from the very folder being read, and
        // Darwin's `dirfd` (a macro in some SDKs) is not needed.
        let descriptor = withCPath(path) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard descriptor >= 0 else { return .failure(failure(errno)) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            return .failure(failure(code))
        }
        guard let directory = fdopendir(descriptor) else {
            let code = errno
            close(descriptor)
            return .failure(failure(code))
        }
        defer { closedir(directory) }  // also closes `descriptor`
        var listing = Listing(identity: identity(info))
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        while let entry = readdir(directory) {
            let name = UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(to: UInt8.self)
            let length = strlen(UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self))
            if name[0] == UInt8(ascii: ".") && (length == 1 || (length == 2 && name[1] == UInt8(ascii: "."))) {
                continue
            }
            let start = listing.names.count
            listing.names.append(contentsOf: UnsafeBufferPointer(start: name, count: length))
            listing.entries.append((start, listing.names.count, kind(ofEntryType: Int(entry.pointee.d_type))))
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

    private static func kind(ofEntryType type: Int) -> Kind {
        switch type {
        case Int(DT_REG): return .file
        case Int(DT_DIR): return .directory
        case Int(DT_LNK): return .symlink
        case Int(DT_UNKNOWN): return .unknown
        default: return .other
        }
    }
}

/// `read(2)`, renamed because `FileSystem.read` shadows it.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
