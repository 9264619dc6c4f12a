import PlaceholderCore
import Testing

@Suite("Placeholder lifecycle events")
struct PlaceholderPresentationTests {
  @Test func animatedShowThenHideFiresEachEventOnceInOrder() {
    var presentation = PlaceholderPresentation()
    var events = presentation.setVisible(true, animated: true)
    #expect(presentation.phase == .appearing)
    events += presentation.setVisible(true, animated: true)  // repeated request: nothing new
    events += presentation.fadeFinished()
    #expect(presentation.phase == .shown)
    events += presentation.setVisible(false, animated: true)
    events += presentation.fadeFinished()
    events += presentation.fadeFinished()  // a stale report: nothing
    #expect(events == [.willAppear, .didAppear, .willDisappear, .didDisappear])
    #expect(presentation.phase == .hidden)
  }

  @Test func unanimatedChangesCompleteAtOnce() {
    var presentation = PlaceholderPresentation()
    #expect(presentation.setVisible(true, animated: false) == [.willAppear, .didAppear])
    #expect(presentation.setVisible(false, animated: false) == [.willDisappear, .didDisappear])
    #expect(presentation.phase == .hidden)
  }

  @Test func anInterruptedAppearanceNeverReportsDidAppear() {
    var presentation = PlaceholderPresentation()
    var events = presentation.setVisible(true, animated: true)
    events += presentation.setVisible(false, animated: true)
    events += presentation.fadeFinished()
    #expect(events == [.willAppear, .willDisappear, .didDisappear])
  }

  @Test func showingDuringAFadeOutStartsANewAppearance() {
    var presentation = PlaceholderPresentation()
    _ = presentation.setVisible(true, animated: false)
    var events = presentation.setVisible(false, animated: true)
    events += presentation.setVisible(true, animated: true)
    events += presentation.fadeFinished()
    #expect(events == [.willDisappear, .willAppear, .didAppear])
    #expect(presentation.phase == .shown)
  }

  @Test func hidingWhatIsHiddenFiresNothing() {
    var presentation = PlaceholderPresentation()
    #expect(presentation.setVisible(false, animated: true).isEmpty)
    #expect(presentation.fadeFinished().isEmpty)
  }
}
