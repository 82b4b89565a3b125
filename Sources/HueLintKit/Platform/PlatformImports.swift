// The C library, imported once for the whole module: every file that calls POSIX (`open`, `stat`,
// `memchr`, `pow`…) sees it through this re-export, on Linux (Glibc or Musl) and on macOS (Darwin).
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#endif
