/// The items of one new section that were in its old section, as pairs of
/// old and new positions: the diff keeps the longest run of them in order
/// and moves the others.
///
/// Two buffers allocated once per diff and reused for every section, so that
/// adding a pair is two stores; the owner deallocates them.
@usableFromInline
struct SameSectionCandidates {
  @usableFromInline let old: UnsafeMutableBufferPointer<Int>
  @usableFromInline let new: UnsafeMutableBufferPointer<Int>
  /// The number of pairs.
  @usableFromInline private(set) var count = 0
  /// Whether the old positions increase, as they do when nothing in the
  /// section moved: then all of them stay.
  @usableFromInline private(set) var isIncreasing = true

  /// Room for a section of `capacity` items.
  @inlinable
  init(capacity: Int) {
    old = .allocate(capacity: max(1, capacity))
    new = .allocate(capacity: max(1, capacity))
  }

  /// The old positions, for the longest-increasing-subsequence pass.
  @inlinable var oldItems: [Int] { Array(old[0..<count]) }

  @inlinable
  mutating func removeAll() {
    count = 0
    isIncreasing = true
  }

  /// Adds a pair; one past the capacity is dropped (a section cannot hold
  /// more items than the largest section).
  @inlinable
  mutating func append(old oldItem: Int, new newItem: Int) {
    guard count < old.count else { return }
    if count > 0, old[count - 1] >= oldItem { isIncreasing = false }
    old[count] = oldItem
    new[count] = newItem
    count += 1
  }

  @inlinable
  func deallocate() {
    old.deallocate()
    new.deallocate()
  }
}
