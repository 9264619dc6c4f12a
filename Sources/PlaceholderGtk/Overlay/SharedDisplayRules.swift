import GtkKit
import PlaceholderCore

/// The rules of one kind of per-widget look on one display (a
/// placeholder's fade and background, a refresh indicator's colour): one
/// CSS class and one rule per distinct value, shared by every widget with
/// that value.
///
/// `SharedStyleClasses` in the core counts the users of each value and
/// says when a rule comes and goes; this applies that to the display. A
/// widget that changes to a value in use only swaps its own class, which
/// restyles it alone; a new value adds a rule (GTK then restyles the
/// display once), and a few unused rules stay, so a widget flipping
/// between two values adds nothing after its first flip.
@MainActor
final class SharedDisplayRules<Value: Hashable> {
  private var classes: SharedStyleClasses<Value>
  private let rules: DisplayStyleRules
  private let rule: (_ className: String, _ value: Value) -> String

  /// Rules on `display` whose classes start with `prefix`; `rule` writes
  /// the CSS rule of a class for a value.
  init(display: OpaquePointer, prefix: String, rule: @escaping (_ className: String, _ value: Value) -> String) {
    classes = SharedStyleClasses(prefix: prefix)
    rules = DisplayStyleRules(display: display)
    self.rule = rule
  }

  /// How many rules the display has now.
  var ruleCount: Int { rules.count }

  /// One more widget with `value`: the class to give it.
  func acquire(_ value: Value) -> String {
    let (className, changes) = classes.acquire(value)
    apply(changes, value: value)
    return className
  }

  /// One widget fewer with `value`.
  func release(_ value: Value) {
    apply(classes.release(value), value: nil)
  }

  private func apply(_ changes: StyleClassChanges, value: Value?) {
    for className in changes.removed { rules.remove(className) }
    guard let className = changes.added, let value else { return }
    rules.add(className, css: rule(className, value))
  }
}
