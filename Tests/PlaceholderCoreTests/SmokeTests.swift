import PlaceholderCore
import Testing

@Test func coreVersionIsSet() {
  #expect(!PlaceholderCoreVersion.version.isEmpty)
}
