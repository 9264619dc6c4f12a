/// Style classes shared by everything that looks the same: one class per
/// distinct look, reference-counted, with the last few unused looks kept.
///
/// The GTK layer styles each placeholder's own colours and fade with a
/// class for its look, not for the placeholder: a new look adds one CSS
/// rule, a look nobody uses any more goes, and a placeholder that changes
/// to a look in use changes only its own class, which restyles that
/// placeholder alone. Adding or removing a rule restyles the whole display,
/// so the table keeps up to `retention` unused looks: a placeholder that
/// flips between two looks adds no rule after the first flip.
package struct SharedStyleClasses<Look: Hashable> {
  private struct Entry {
    var className: String
    var users: Int
    /// When the look was last let go, for keeping the most recent.
    var releasedAt: Int
  }

  /// The prefix of the generated classes.
  package let prefix: String
  /// How many unused looks stay, their rules in place.
  package let retention: Int
  private var entries: [Look: Entry] = [:]
  private var nextNumber = 1
  private var clock = 0

  /// A table whose classes are `prefix` followed by a number.
  package init(prefix: String, retention: Int = 8) {
    self.prefix = prefix
    self.retention = max(0, retention)
  }

  /// How many looks have a rule now (used or kept).
  package var ruleCount: Int { entries.count }

  /// How many things use a look now.
  package func users(of look: Look) -> Int { entries[look]?.users ?? 0 }

  /// One more user of `look`: its class, and the rule to add when it is new.
  package mutating func acquire(_ look: Look) -> (className: String, changes: StyleClassChanges) {
    if var entry = entries[look] {
      entry.users += 1
      entries[look] = entry
      return (entry.className, .none)
    }
    let className = "\(prefix)\(nextNumber)"
    nextNumber += 1
    entries[look] = Entry(className: className, users: 1, releasedAt: 0)
    return (className, StyleClassChanges(added: className))
  }

  /// One user fewer of `look`; returns the rules to remove, the oldest
  /// unused looks beyond `retention`. Releasing a look nobody holds does
  /// nothing.
  package mutating func release(_ look: Look) -> StyleClassChanges {
    guard var entry = entries[look], entry.users > 0 else { return .none }
    entry.users -= 1
    clock += 1
    entry.releasedAt = clock
    entries[look] = entry
    let unused = entries.filter { $0.value.users == 0 }.sorted { $0.value.releasedAt < $1.value.releasedAt }
    guard unused.count > retention else { return .none }
    var removed: [String] = []
    for (oldLook, oldEntry) in unused.prefix(unused.count - retention) {
      entries[oldLook] = nil
      removed.append(oldEntry.className)
    }
    return StyleClassChanges(removed: removed)
  }
}

/// What a `SharedStyleClasses` acquire or release asks the display to
/// change. (Not generic: the caller knows the look it passed.)
package struct StyleClassChanges: Hashable, Sendable {
  /// The class of a new look, whose rule must be added.
  package var added: String?
  /// The classes whose rules must be removed.
  package var removed: [String]

  /// Changes; nothing unless said.
  package init(added: String? = nil, removed: [String] = []) {
    self.added = added
    self.removed = removed
  }

  /// Nothing to change.
  package static let none = StyleClassChanges()
}
