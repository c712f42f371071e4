import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// POSIX file operations for vault and key files: owner-only permissions from the moment a
/// file exists, atomic replacement, and the advisory lock that serialises writers.
enum VaultFileStorage {
    /// Owner read and write, nothing for group and others.
    static let permissions: mode_t = 0o600

    /// The lock file for the vault file at `url`: `<name>.lock` in the same directory.
    ///
    /// It stays empty and is never removed: a writer that unlinked it could let the next writer
    /// lock a new file while a third still holds the old one.
    static func lockFileURL(for url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + ".lock")
    }

    /// Runs `body` while this open file description holds an exclusive `flock` on the lock file
    /// beside `url`, which is created empty with mode `0600` when missing.
    ///
    /// The lock is advisory: it serialises every ``EncryptedFileVault`` in every process that
    /// uses the same lock file (local file systems; some network file systems ignore `flock`).
    /// Waiting blocks the calling thread, without polling, until the holder closes or unlocks it;
    /// a process that dies releases it, since the kernel closes its descriptors.
    static func withExclusiveLock<Result>(
        beside url: URL, _ body: () throws(VaultError) -> Result
    ) throws(VaultError) -> Result {
        let lockURL = lockFileURL(for: url)
        let descriptor = open(lockURL.path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, permissions)
        guard descriptor >= 0 else {
            throw VaultError(.storage, "Cannot open the lock file \(lockURL.path).", systemStatus: errno)
        }
        // Closing the descriptor releases the lock.
        defer { close(descriptor) }
        guard fchmod(descriptor, permissions) == 0 else {
            throw VaultError(.storage, "Cannot set the permissions of \(lockURL.path).", systemStatus: errno)
        }
        while flock(descriptor, LOCK_EX) != 0 {
            let status = errno
            guard status == EINTR else {
                throw VaultError(.storage, "Cannot lock \(lockURL.path).", systemStatus: status)
            }
        }
        return try body()
    }

    /// The file's bytes, or `nil` when it does not exist.
    static func contents(at url: URL) throws(VaultError) -> [UInt8]? {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let status = errno
            if status == ENOENT { return nil }
            throw VaultError(.storage, "Cannot open \(url.path) for reading.", systemStatus: status)
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.append(contentsOf: chunk[..<count])
            } else if count == 0 {
                return bytes
            } else if errno != EINTR {
                throw VaultError(.storage, "Cannot read \(url.path).", systemStatus: errno)
            }
        }
    }

    /// Writes `contents` to a new file in the same directory with mode `0600`, flushes it, and
    /// renames it over `url`, so readers see the old file or the new one, never a mixture.
    ///
    /// The temporary file's name carries the writer's process id, so a later write can remove the ones
    /// left behind by a writer that was killed before its rename (each holds an older copy of the vault).
    static func replace(at url: URL, contents: [UInt8]) throws(VaultError) {
        let directory = url.deletingLastPathComponent()
        removeAbandonedTemporaryFiles(for: url)
        let temporary = directory.appendingPathComponent(
            ".\(url.lastPathComponent).\(getpid()).\(UUID().uuidString).tmp")
        try createExclusively(at: temporary, contents: contents)
        guard rename(temporary.path, url.path) == 0 else {
            let status = errno
            unlink(temporary.path)
            throw VaultError(.storage, "Cannot replace \(url.path).", systemStatus: status)
        }
    }

    /// Creates `url` (failing if it exists) with mode `0600` and writes `contents` durably.
    /// Removes the temporary files of `url` whose writer process no longer exists.
    static func removeAbandonedTemporaryFiles(for url: URL) {
        let directory = url.deletingLastPathComponent()
        let prefix = ".\(url.lastPathComponent)."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let fields = name.dropFirst(prefix.count).split(separator: ".")
            guard fields.count == 3, let writer = pid_t(fields[0]), writer > 0 else { continue }
            if kill(writer, 0) != 0 && errno == ESRCH {
                unlink(directory.appendingPathComponent(name).path)
            }
        }
    }

    static func createExclusively(at url: URL, contents: [UInt8]) throws(VaultError) {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
        guard descriptor >= 0 else {
            throw VaultError(.storage, "Cannot create \(url.path).", systemStatus: errno)
        }
        var succeeded = false
        defer {
            close(descriptor)
            if !succeeded { unlink(url.path) }
        }
        // The umask can only remove bits; set the mode explicitly as well in case it was widened.
        guard fchmod(descriptor, permissions) == 0 else {
            throw VaultError(.storage, "Cannot set the permissions of \(url.path).", systemStatus: errno)
        }
        var offset = 0
        while offset < contents.count {
            let written = contents.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                throw VaultError(.storage, "Cannot write \(url.path).", systemStatus: errno)
            }
        }
        guard fsync(descriptor) == 0 else {
            throw VaultError(.storage, "Cannot flush \(url.path) to disk.", systemStatus: errno)
        }
        succeeded = true
    }
}
