/// Chooses which elements of a reordered sequence count as *moved*, in linear time.
///
/// Given the old and new orders of the same set of elements, the elements that are **not** moved
/// must form a common subsequence of both orders (a batch update leaves them alone, so they must
/// already be in new relative order). The longest such subsequence would minimise moves but needs
/// O(n log n) time (patience sorting) or worse; instead two greedy linear passes are run and the
/// one marking fewer moves wins:
///
/// - **Forward**: walk the new order; keep an element iff it is the head of the remaining old
///   order (a doubly-linked list over old indices), otherwise mark it moved; unlink it either way.
/// - **Backward**: the same, walking the new order from the end against the tail of the old order.
///
/// Both passes keep an increasing subsequence of old indices, so the result is always valid. The
/// forward pass handles an element moved towards the front with one move, the backward pass an
/// element moved towards the back; identical orders give no moves at all (checked up front), which
/// is why pure insertions and deletions (the common elements keep their order) never produce moves.
internal enum SnapshotMovePlanner {
  /// The elements that must move to turn `old` into `new`.
  ///
  /// `old` and `new` must hold the same distinct elements; an element of `new` missing from `old`
  /// is reported as moved rather than trapping.
  ///
  /// - Complexity: O(n) expected, n = `new.count` (hashing plus two linear passes).
  static func movedElements<Element: Hashable>(old: [Element], new: [Element]) -> Set<Element> {
    if old == new { return [] }
    var oldIndex: [Element: Int] = [:]
    oldIndex.reserveCapacity(old.count)
    for (index, element) in old.enumerated() { oldIndex[element] = index }
    let forward = pass(count: old.count, order: new, oldIndex: oldIndex, fromFront: true)
    if forward.count <= 1 { return forward }  // orders differ, so one move is already minimal
    let backward = pass(
      count: old.count, order: new.reversed(), oldIndex: oldIndex, fromFront: false)
    return backward.count < forward.count ? backward : forward
  }

  /// One greedy pass; `order` is the new order, reversed for the backward pass.
  ///
  /// - Complexity: O(n) expected.
  private static func pass<Element: Hashable>(
    count: Int, order: some Sequence<Element>, oldIndex: [Element: Int], fromFront: Bool
  ) -> Set<Element> {
    // Doubly-linked list over old indices; -1 and `count` are the sentinels.
    var next = Array(1...max(count, 1))
    var previous = Array(-1..<max(count - 1, 0))
    var linked = [Bool](repeating: true, count: count)
    var head = 0
    var tail = count - 1
    var moved = Set<Element>()
    for element in order {
      guard let index = oldIndex[element], index < count, linked[index] else {
        moved.insert(element)
        continue
      }
      if index != (fromFront ? head : tail) { moved.insert(element) }
      linked[index] = false
      let before = previous[index]
      let after = next[index]
      if before >= 0 { next[before] = after } else { head = after }
      if after < count { previous[after] = before } else { tail = before }
    }
    return moved
  }
}
