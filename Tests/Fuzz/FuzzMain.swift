// libFuzzer's entry point for the core's fuzz targets, built by
// scripts/fuzz.sh (not by SwiftPM) with the test support and
// Tests/PlaceholderCoreTests/Fuzz, so the regression tests decode committed
// inputs exactly as the fuzzer did. FUZZ_TARGET names the target.

#if canImport(Glibc)
  import Glibc
#endif

/// The target named by `FUZZ_TARGET`; exits when it names none.
let fuzzTarget: FuzzTarget = {
  let name = getenv("FUZZ_TARGET").map { String(cString: $0) } ?? ""
  guard let target = FuzzTarget(rawValue: name) else {
    print("FUZZ_TARGET must be one of: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))")
    exit(2)
  }
  return target
}()

/// Checks one input; a broken check aborts, so libFuzzer writes the input
/// out as a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let target = fuzzTarget
  let failure = MainActor.assumeIsolated { target.check(bytes) }
  if let failure {
    print("\(target.rawValue): check failed: \(failure)")
    fflush(nil)  // abort() would lose what print() buffered
    abort()
  }
  return 0
}
