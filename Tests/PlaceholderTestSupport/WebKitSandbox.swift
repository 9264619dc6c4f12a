import Foundation

/// WebKit runs each page in a bubblewrap sandbox. Where bubblewrap cannot
/// run (a chroot, such as the Debian roots `make test-unstable` uses:
/// "bwrap: Failed to make / slave"), WebKit ends the whole process with a
/// fatal error as its first page process fails to start. There, and only
/// there, the tests turn WebKit's sandbox off; they serve their own pages
/// on loopback, nothing from the Internet.
package enum WebKitSandbox {
  private nonisolated(unsafe) static var checked = false

  /// Whether this process's root is not the system's (a chroot): the
  /// root's device and inode differ from those of init's root. Bubblewrap
  /// cannot make a chroot's root a mount of its own.
  private static var isInAChroot: Bool {
    var own = stat()
    var system = stat()
    guard stat("/", &own) == 0, stat("/proc/1/root/.", &system) == 0 else { return false }
    return own.st_dev != system.st_dev || own.st_ino != system.st_ino
  }

  /// Call before the process's first web view.
  package static func prepare() {
    guard !checked else { return }
    checked = true
    let bubblewrapRuns = system("bwrap --ro-bind / / --dev /dev --proc /proc true >/dev/null 2>&1") == 0
    guard !bubblewrapRuns || isInAChroot else { return }
    print("WebKitSandbox: bubblewrap cannot run here (a chroot); WebKit's sandbox is off for these tests")
    setenv("WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS", "1", 1)
  }
}
