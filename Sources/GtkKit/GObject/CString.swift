/// Calls `body` with `string` as a NUL-terminated C string, for passing
/// text to GTK in code that runs once per row.
///
/// Two costs it avoids: passing a `String` straight to a C parameter copies
/// a short string to the heap (`withCString` uses the stack), and a
/// main-actor closure given to the standard library's `withCString` checks
/// its executor on every call (the standard library is not built for
/// strict concurrency, so its closure parameters get a run-time check).
/// A closure given to this function is checked at compile time only.
@inline(__always)
func withCString<Result>(_ string: String, _ body: (UnsafePointer<CChar>) -> Result) -> Result {
  string.withCString(body)
}
