import Foundation

/// WebKit runs each page in a bubblewrap sandbox. Where bubblewrap cannot
/// run (a chroot, such as the Debian roots `make test-unstable` uses:
/// "bwrap: Failed to make / slave"), WebKit ends the whole process with a
/// fatal error as its first page process fails to start. There, and only
/// there, the tests turn WebKit's sandbox off; they serve their own pages
/// on loopback, nothing from the Internet.
package enum WebKitSandbox {
  private nonisolated(unsafe) static var checked = false

  /// Call before the process's first web view.
  package static func prepare() {
    guard !checked else { return }
    checked = true
    guard system("bwrap --ro-bind / / --dev /dev --proc /proc true >/dev/null 2>&1") != 0 else { return }
    print("WebKitSandbox: bubblewrap cannot run here; WebKit's sandbox is off for these tests")
    setenv("WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS", "1", 1)
  }
}
