import Dispatch
import Synchronization
import TrellisDiagnostics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension EmojiCatalog {
  /// The fewest bytes of emoji read in two halves at once (fewer are read in one pass).
  static let halvesThreshold = 4 << 20

  /// Reads the elements of the open emoji array into `table`. With `dropsBehind`, the file's
  /// bytes are given back as they are read (``SourceFile/dropBytes(_:)``): a large file and its
  /// catalog are not all in memory at once.
  ///
  /// When they take at least `halvesThreshold` bytes, they are read in two halves at once, on
  /// two cores: the second from a guessed place where an element seems to start, into `rest`.
  /// The guess is kept only when the first half, read as usual, arrives at an element starting
  /// exactly there; `table` followed by `rest` is then what a single pass reads. Otherwise (the
  /// guess fell inside a string, or the second half has a problem), the first half reads on to
  /// the end, and reports any problem at its place, as a single pass does.
  static func readEmojiArray(
    _ scanner: inout JSONScanner, into table: inout EmojiTable, rest: inout EmojiTable?,
    halvesFrom halvesThreshold: Int, dropsBehind: Bool = false
  ) throws(JSONError) {
    var behind = BytesBehind(file: scanner.file, from: scanner.position, enabled: dropsBehind)
    guard let split = splitGuess(in: scanner.bytes, from: scanner.position, threshold: halvesThreshold) else {
      while try scanner.nextElement() {
        behind.drop(before: scanner.position)
        try readEmoji(&scanner, into: &table)
      }
      return
    }
    let second = SecondHalf()
    let group = DispatchGroup()
    let (file, arrayPath) = (scanner.file, Array(scanner.path.dropLast()))
    DispatchQueue.global().async(group: group) {
      let read = readSecondHalf(of: file, from: split, inArrayAt: arrayPath)
      second.result.withLock { $0 = read }
    }
    // The second half is waited for on every way out.
    defer { group.wait() }
    // While it may run, only the first half's bytes are given back.
    var secondHalfDone = false
    while try scanner.nextElement() {
      if scanner.valueOffset() == split {
        group.wait()
        secondHalfDone = true
        if let (read, end) = second.result.withLock({ $0.take() }) {
          rest = read
          scanner.closeArray(endingAt: end)
          return
        }
      }
      behind.drop(before: secondHalfDone ? scanner.position : min(scanner.position, split))
      try readEmoji(&scanner, into: &table)
    }
  }

  /// The bytes a reader has left behind, given back a megabyte at a time.
  struct BytesBehind {
    let file: SourceFile
    /// Where the bytes not given back yet start.
    var start: Int
    let enabled: Bool

    init(file: SourceFile, from start: Int, enabled: Bool) {
      (self.file, self.start, self.enabled) = (file, start, enabled && file.bytes.count >= EmojiCatalog.halvesThreshold)
    }

    /// Gives back the bytes before `offset` (less a margin), once there is a megabyte of them.
    mutating func drop(before offset: Int) {
      let end = offset - 4096
      guard enabled, end - start >= 1 << 20 else { return }
      file.dropBytes(start..<end)
      start = end
    }
  }

  /// Where the second half of the array being read from `start` may begin: an object after a
  /// comma, from the middle of what is left of the file on. Nil when there is too little to share
  /// or one core.
  private static func splitGuess(in bytes: [UInt8], from start: Int, threshold: Int) -> Int? {
    guard bytes.count - start >= threshold, cores > 1 else { return nil }
    var index = start + (bytes.count - start) / 2
    while index < bytes.count {
      // An opening brace whose previous byte other than white space is a comma.
      if bytes[index] == UInt8(ascii: "{") {
        var before = index - 1
        while before > start,
          bytes[before] == 0x20 || bytes[before] == 0x0A || bytes[before] == 0x0D
            || bytes[before] == 0x09
        {
          before -= 1
        }
        if bytes[before] == UInt8(ascii: ",") { return index }
      }
      index += 1
    }
    return nil
  }

  /// Reads the elements from `start` to the end of their array into a table of their own, with
  /// where the array's closing bracket ends; nil on any problem (the first half reads them again).
  private static func readSecondHalf(
    of file: SourceFile, from start: Int, inArrayAt arrayPath: [JSONPathComponent]
  ) -> (EmojiTable, end: Int)? {
    var table = EmojiTable()
    table.reserveCapacity(emoji: (file.bytes.count - start) / 50, bytesEach: 50)
    do {
      // The first half's scanner has checked the whole file's UTF-8.
      var scanner = try JSONScanner(file, element: 0, at: start, inArrayAt: arrayPath, checked: 0..<0)
      try readEmoji(&scanner, into: &table)
      while try scanner.nextElement() { try readEmoji(&scanner, into: &table) }
      return (table, scanner.position)
    } catch {
      return nil
    }
  }

  /// What the second half's reader leaves for the first.
  private final class SecondHalf: Sendable {
    let result = Mutex<(EmojiTable, end: Int)?>(nil)
  }

  /// The cores this process may use.
  static let cores = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
}
