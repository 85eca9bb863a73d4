#if canImport(Darwin)
  import Darwin  // memcmp, memcpy
#else
  import Glibc  // memcmp, memcpy
#endif

/// A growable run of plain values in memory of its own, for the bookkeeping a ``DocumentStream``
/// does on every element of a page (millions in a large gallery).
///
/// An `Array` stored in a class checks on every append that it is not shared (and copies it if
/// it is), and `removeAll(keepingCapacity:)` goes through its general replacing path: together a
/// third of the stream's own work. This buffer cannot be shared (it is not copyable), so it
/// needs neither.
struct FlatBuffer<Element: BitwiseCopyable>: ~Copyable {
  private(set) var base: UnsafeMutablePointer<Element>
  private(set) var count = 0
  private var capacity: Int

  init(capacity: Int = 64) {
    self.capacity = max(capacity, 1)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  var isEmpty: Bool { count == 0 }
  @inline(__always)
  var last: Element? { count > 0 ? base[count - 1] : nil }
  var buffer: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

  @inline(__always)
  subscript(index: Int) -> Element {
    get {
      precondition(index >= 0 && index < count, "FlatBuffer index out of range")
      return base[index]
    }
    set {
      precondition(index >= 0 && index < count, "FlatBuffer index out of range")
      base[index] = newValue
    }
  }

  @inline(__always)
  mutating func append(_ element: Element) {
    if count == capacity { grow(to: count + 1) }
    (base + count).initialize(to: element)
    count += 1
  }

  @inline(__always)
  mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
    guard let source = elements.baseAddress, !elements.isEmpty else { return }
    if count + elements.count > capacity { grow(to: count + elements.count) }
    (base + count).initialize(from: source, count: elements.count)
    count += elements.count
  }

  /// Drops the last element; nothing when empty.
  mutating func removeLast() {
    if count > 0 { count -= 1 }
  }

  /// Empties the buffer, keeping its memory.
  mutating func removeAll() { count = 0 }

  /// Whether it holds exactly `other`'s values, byte for byte.
  func equals(_ other: UnsafeBufferPointer<Element>) -> Bool {
    guard other.count == count else { return false }
    guard count > 0, let start = other.baseAddress else { return true }
    return memcmp(base, start, count * MemoryLayout<Element>.stride) == 0
  }

  var array: [Element] { Array(buffer) }

  private mutating func grow(to needed: Int) {
    var larger = capacity
    while larger < needed { larger *= 2 }
    let moved = UnsafeMutablePointer<Element>.allocate(capacity: larger)
    moved.initialize(from: base, count: count)
    base.deallocate()
    base = moved
    capacity = larger
  }
}
