// Every platform difference of the loopback server lives in this file.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A connected or listening TCP socket on 127.0.0.1, with the few blocking calls the loopback server needs.
///
/// A plain value over the descriptor: whoever created it closes it exactly once.
/// Writes never raise `SIGPIPE` (`MSG_NOSIGNAL` on Linux, `SO_NOSIGPIPE` on Apple platforms),
/// and every descriptor is close-on-exec so child processes never inherit it.
struct Socket: Sendable, Hashable {
    /// The file descriptor.
    let descriptor: Int32

    /// The result of one `accept` call on a listening socket.
    enum AcceptResult {
        case accepted(Socket)
        case retry
        case failed
    }

    /// Opens a non-blocking listening socket bound to 127.0.0.1 on an ephemeral port.
    static func listeningOnLoopback(backlog: Int32) throws -> (socket: Socket, port: Int) {
        let socket = try makeStreamSocket()
        var enable: Int32 = 1
        _ = setsockopt(
            socket.descriptor, SOL_SOCKET, SO_REUSEADDR, &enable, socklen_t(MemoryLayout<Int32>.size))
        let port = try socket.bindToLoopback()
        guard listen(socket.descriptor, backlog) == 0 else {
            throw socket.closing(LoopbackServerError(operation: "listen", code: errno))
        }
        let flags = fcntl(socket.descriptor, F_GETFL, 0)
        guard flags >= 0, fcntl(socket.descriptor, F_SETFL, flags | O_NONBLOCK) == 0 else {
            throw socket.closing(LoopbackServerError(operation: "fcntl", code: errno))
        }
        return (socket, port)
    }

    /// Opens a socket bound to 127.0.0.1 on an ephemeral port that never listens: connecting to the port is
    /// refused, and no other socket can take the port while this one is open.
    static func boundWithoutListening() throws -> (socket: Socket, port: Int) {
        let socket = try makeStreamSocket()
        return (socket, try socket.bindToLoopback())
    }

    /// Binds to 127.0.0.1 on an ephemeral port and returns the port; closes the socket on failure.
    private func bindToLoopback() throws -> Int {
        var address = Self.loopbackAddress(port: 0)
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(descriptor, generic, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else { throw closing(LoopbackServerError(operation: "bind", code: errno)) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                getsockname(descriptor, generic, &length)
            }
        }
        guard named == 0 else { throw closing(LoopbackServerError(operation: "getsockname", code: errno)) }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Opens a blocking client connection to 127.0.0.1 on `port`.
    static func connectedToLoopback(port: Int) throws -> Socket {
        let socket = try makeStreamSocket()
        var address = loopbackAddress(port: UInt16(truncatingIfNeeded: port))
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                connect(socket.descriptor, generic, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw socket.closing(LoopbackServerError(operation: "connect", code: errno)) }
        return socket
    }

    /// Accepts one pending connection; the new socket is blocking, close-on-exec and never raises `SIGPIPE`.
    func acceptConnection() -> AcceptResult {
        let accepted = accept(descriptor, nil, nil)
        guard accepted >= 0 else {
            switch errno {
            case EAGAIN, EWOULDBLOCK, EINTR, ECONNABORTED, EPROTO: return .retry
            default: return .failed
            }
        }
        let socket = Socket(descriptor: accepted)
        socket.prepareForUse()
        // BSD sockets inherit O_NONBLOCK from the listening socket; Linux ones do not. Clear it on both.
        let flags = fcntl(accepted, F_GETFL, 0)
        if flags >= 0 { _ = fcntl(accepted, F_SETFL, flags & ~O_NONBLOCK) }
        return .accepted(socket)
    }

    /// Reads what is available (blocking) and appends it to `buffer`; returns 0 at end of stream, -1 on error.
    func receive(appendingTo buffer: inout [UInt8], maximum: Int = 65_536) -> Int {
        var chunk = [UInt8](repeating: 0, count: maximum)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, maximum, 0) }
            if count < 0 && errno == EINTR { continue }
            if count > 0 { buffer.append(contentsOf: chunk[0..<count]) }
            return count < 0 ? -1 : count
        }
    }

    /// Waits up to `milliseconds` until the socket has bytes to read or has closed.
    func becomesReadable(withinMilliseconds milliseconds: Int32) -> Bool {
        var descriptors = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
        while true {
            let ready = poll(&descriptors, 1, milliseconds)
            if ready < 0 && errno == EINTR { continue }
            return ready > 0
        }
    }

    /// Whether the peer has closed its side (or the connection failed), looking without consuming anything.
    func peerHasClosed() -> Bool {
        var byte: UInt8 = 0
        let count = recv(descriptor, &byte, 1, Int32(MSG_PEEK) | Int32(MSG_DONTWAIT))
        if count > 0 { return false }
        if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) { return false }
        return true
    }

    /// Writes all of `bytes`, blocking as needed; returns `false` when the connection is gone.
    func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Self.systemSend(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    /// Ends the sending direction: the peer reads end of stream once it has read everything sent.
    func shutdownWriting() {
        _ = shutdown(descriptor, Int32(SHUT_WR))
    }

    /// Ends both directions, waking any thread blocked reading or writing this socket.
    func shutdownBoth() {
        _ = shutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// Releases the descriptor.
    func close() {
        Self.systemClose(descriptor)
    }

    private func closing(_ error: LoopbackServerError) -> LoopbackServerError {
        close()
        return error
    }

    private func prepareForUse() {
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        #if canImport(Darwin)
        var enable: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &enable, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    private static func makeStreamSocket() throws -> Socket {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw LoopbackServerError(operation: "socket", code: errno) }
        let socket = Socket(descriptor: descriptor)
        socket.prepareForUse()
        return socket
    }

    private static func loopbackAddress(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        return address
    }

    private static func systemSend(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
        #else
        return Darwin.send(descriptor, bytes, count, 0)
        #endif
    }

    static func systemClose(_ descriptor: Int32) {
        #if canImport(Glibc)
        _ = Glibc.close(descriptor)
        #else
        _ = Darwin.close(descriptor)
        #endif
    }
}

/// A self-pipe that wakes every thread of a server at once: closing the write end makes the read end
/// readable (end of stream) for every `poll` that watches it, now and later.
struct WakeSignal: Sendable {
    /// The end every waiting thread polls.
    let readDescriptor: Int32
    /// The end closed by ``fire()``.
    let writeDescriptor: Int32

    /// Creates the pipe, close-on-exec on both ends.
    static func make() throws -> WakeSignal {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw LoopbackServerError(operation: "pipe", code: errno) }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        return WakeSignal(readDescriptor: ends[0], writeDescriptor: ends[1])
    }

    /// Wakes all current and future waiters. Call once.
    func fire() {
        Socket.systemClose(writeDescriptor)
    }

    /// Releases the read end once no thread can poll it any more.
    func release() {
        Socket.systemClose(readDescriptor)
    }

    /// The outcome of ``wait(for:milliseconds:)``.
    enum Outcome {
        case readable
        case timedOut
        case woken
    }

    /// Waits until `socket` is readable (or closed), the signal fires, or `milliseconds` pass (-1: no limit).
    func wait(for socket: Socket?, milliseconds: Int32) -> Outcome {
        var descriptors = [pollfd(fd: readDescriptor, events: Int16(POLLIN), revents: 0)]
        if let socket { descriptors.append(pollfd(fd: socket.descriptor, events: Int16(POLLIN), revents: 0)) }
        while true {
            let ready = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
            if ready < 0 && errno == EINTR { continue }
            if ready < 0 || descriptors[0].revents != 0 { return .woken }
            if ready == 0 { return .timedOut }
            return .readable
        }
    }
}
