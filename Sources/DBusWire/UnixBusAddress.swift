import Glibc

/// The Unix socket a D-Bus address names (the specification's "Server Addresses"): the first of
/// its `;`-separated entries of the form `unix:path=…` or `unix:abstract=…`, its `%XX` escapes
/// decoded. Other transports (`tcp:`, `unixexec:`, `autolaunch:`…) are not read here.
public struct UnixBusAddress: Sendable, Equatable {
    /// The socket's path; for an abstract socket, its name.
    public let path: [UInt8]
    /// Whether it is a Linux abstract socket (no file).
    public let isAbstract: Bool

    /// The first Unix socket entry of `address`, or nil when it has none this reader takes.
    public init?(_ address: String) {
        for entry in address.split(separator: ";") {
            guard entry.hasPrefix("unix:") else { continue }
            for pair in entry.dropFirst(5).split(separator: ",") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                guard parts.count == 2, parts[0] == "path" || parts[0] == "abstract",
                      let value = Self.unescaped(parts[1]), !value.isEmpty else { continue }
                path = value
                isAbstract = parts[0] == "abstract"
                return
            }
        }
        return nil
    }

    /// A value with its `%XX` escapes decoded; nil for a malformed escape.
    private static func unescaped(_ value: Substring) -> [UInt8]? {
        var bytes: [UInt8] = []
        var utf8 = value.utf8.makeIterator()
        while let byte = utf8.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = utf8.next().flatMap(hexDigit), let low = utf8.next().flatMap(hexDigit) else { return nil }
            bytes.append(high << 4 | low)
        }
        return bytes
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Connects a new stream socket to it.
    ///
    /// - Returns: the connected socket (close-on-exec).
    /// - Throws: ``SocketCallError`` with the system's reason.
    func openSocket() throws(SocketCallError) -> Int32 {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let offset = isAbstract ? 1 : 0
        guard path.count + offset < MemoryLayout.size(ofValue: address.sun_path) else {
            throw SocketCallError("the bus's socket path is too long")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { sunPath in
            for (index, byte) in path.enumerated() { sunPath[index + offset] = byte }
        }
        let pathOffset = MemoryLayout<sockaddr_un>.offset(of: \.sun_path) ?? 2
        let length = socklen_t(pathOffset + offset + path.count + (isAbstract ? 0 : 1))
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw SocketCallError.system("cannot open a socket") }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, length) }
        }
        guard connected == 0 else {
            let error = SocketCallError.system("cannot connect to the bus")
            close(descriptor)
            throw error
        }
        return descriptor
    }
}
