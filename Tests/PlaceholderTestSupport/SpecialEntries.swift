import Foundation

/// The special entries a folder can hold, made for real: what a listing
/// must show without opening.
package enum SpecialEntries {
  /// Makes a FIFO, a UNIX socket, a character device (when allowed), a
  /// loop of two symbolic links and a dangling one in `folder`.
  package static func make(in folder: String) throws {
    guard mkfifo("\(folder)/fifo", 0o644) == 0 else { throw POSIXError(.EIO) }
    let socketDescriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    guard socketDescriptor >= 0 else { throw POSIXError(.EIO) }
    defer { close(socketDescriptor) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let socketPath = Array("\(folder)/socket".utf8CString)
    guard socketPath.count <= MemoryLayout.size(ofValue: address.sun_path) else { throw POSIXError(.ENAMETOOLONG) }
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      for (index, byte) in socketPath.enumerated() { buffer[index] = UInt8(bitPattern: byte) }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard bound == 0 else { throw POSIXError(.EIO) }
    // /dev/null's numbers (1, 3); only root may make a device node.
    _ = mknod("\(folder)/device", S_IFCHR | 0o644, (1 << 8) | 3)
    try FileManager.default.createSymbolicLink(atPath: "\(folder)/loop-a", withDestinationPath: "loop-b")
    try FileManager.default.createSymbolicLink(atPath: "\(folder)/loop-b", withDestinationPath: "loop-a")
    try FileManager.default.createSymbolicLink(atPath: "\(folder)/dangling", withDestinationPath: "nowhere")
  }
}
