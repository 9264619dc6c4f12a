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
  /// What an `acquire` or `release` asks the display to change.
  package struct Changes: Equatable {
    /// A rule to add: the look and its new class.
    package var added: (look: Look, className: String)?
    /// Rules to remove: their classes.
    package var removed: [String]

    /// Changes: nothing unless said.
    package init(added: (look: Look, className: String)? = nil, removed: [String] = []) {
      self.added = added
      self.removed = removed
    }

    /// Nothing to change.
    package static var none: Changes { Changes() }

    package static func == (lhs: Changes, rhs: Changes) -> Bool {
      lhs.added?.look == rhs.added?.look && lhs.added?.className == rhs.added?.className && lhs.removed == rhs.removed
    }
  }

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
  package mutating func acquire(_ look: Look) -> (className: String, changes: Changes) {
    if var entry = entries[look] {
      entry.users += 1
      entries[look] = entry
      return (entry.className, Changes())
    }
    let className = "\(prefix)\(nextNumber)"
    nextNumber += 1
    entries[look] = Entry(className: className, users: 1, releasedAt: 0)
    return (className, Changes(added: (look, className)))
  }

  /// One user fewer of `look`; returns the rules to remove, the oldest
  /// unused looks beyond `retention`. Releasing a look nobody holds does
  /// nothing.
  package mutating func release(_ look: Look) -> Changes {
    guard var entry = entries[look], entry.users > 0 else { return Changes() }
    entry.users -= 1
    clock += 1
    entry.releasedAt = clock
    entries[look] = entry
    let unused = entries.filter { $0.value.users == 0 }.sorted { $0.value.releasedAt < $1.value.releasedAt }
    guard unused.count > retention else { return Changes() }
    var removed: [String] = []
    for (oldLook, oldEntry) in unused.prefix(unused.count - retention) {
      entries[oldLook] = nil
      removed.append(oldEntry.className)
    }
    return Changes(removed: removed)
  }
}
