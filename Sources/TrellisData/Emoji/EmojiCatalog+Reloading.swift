extension EmojiCatalog {
  /// The catalog read from a new version of its file, reading again only the emoji whose bytes
  /// changed (an edit in `trellis serve`): the bytes before and after the change are compared
  /// with the catalog's own, the emoji objects the change touches are read from the new file,
  /// and the emoji after them keep their records, moved.
  ///
  /// Nil when that cannot be done: the catalog is of several files or has let its bytes go (see
  /// ``load(from:keepingSources:)``), the change reaches outside the emoji array's objects (the
  /// categories, the last emoji), or the changed part does not read as emoji. Then load the file
  /// in full, which reports any problem at its place.
  package func reloading(_ file: SourceFile) -> EmojiCatalog? {
    guard files.count == 1, let old = files.first, !old.isReleased, old.name == file.name else { return nil }
    let (before, after) = (old.bytes, file.bytes)
    let prefix = Self.commonPrefix(before, after)
    if prefix == before.count, before.count == after.count {
      var same = self
      same.files = [file]
      return same
    }
    let suffix = Self.commonSuffix(before, after, within: min(before.count, after.count) - prefix)
    let changedEnd = before.count - suffix
    // The emoji from the last that starts at or before the change up to the first that starts
    // after it: the new file's bytes from one to the other are read again.
    let records = emoji.records
    let first = Self.firstRecord(in: records) { $0.sourceOffset > prefix } - 1
    guard first >= 0 else { return nil }
    let next = max(first + 1, Self.firstRecord(in: records) { $0.sourceOffset >= changedEnd })
    guard next < records.count else { return nil }
    let shift = after.count - before.count
    let (start, stop) = (records[first].sourceOffset, records[next].sourceOffset + shift)
    guard stop > start else { return nil }
    var table = emoji
    let count = table.count
    do {
      var scanner = try JSONScanner(
        file, element: first, at: start, inArrayAt: [.key("emoji")], checked: start..<stop)
      while true {
        try Self.readEmoji(&scanner, into: &table)
        guard try scanner.nextElement() else { return nil }
        let at = scanner.valueOffset()
        if at == stop { break }
        if at > stop { return nil }
      }
    } catch {
      return nil
    }
    let read = table.count - count
    table.replaceRecords(first..<next, withRecordsFrom: count, shiftingLaterBy: shift)
    // Categories written after the emoji moved too.
    let categoryOffsets = self.categoryOffsets.map { $0 >= changedEnd ? $0 + shift : $0 }
    // As many emoji read as replaced, each in its category with its identity: what was worked
    // out from the emoji stays. Else it is worked out again.
    if read == next - first,
      let catalog = replacingRecords(
        with: table, positions: first..<next, file: file, categories: categories, categoryOffsets: categoryOffsets)
    {
      return catalog
    }
    let part = Part(file: file, categories: categories, categoryOffsets: categoryOffsets, firstEmoji: 0)
    return try? EmojiCatalog(parts: [part], emoji: table)
  }

  /// How many bytes two arrays begin with alike.
  private static func commonPrefix(_ a: [UInt8], _ b: [UInt8]) -> Int {
    a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in
        let count = min(a.count, b.count)
        var index = 0
        // Eight bytes at a time, then one.
        while index + 8 <= count,
          UnsafeRawBufferPointer(a).loadUnaligned(fromByteOffset: index, as: UInt64.self)
            == UnsafeRawBufferPointer(b).loadUnaligned(fromByteOffset: index, as: UInt64.self)
        {
          index += 8
        }
        while index < count, a[index] == b[index] { index += 1 }
        return index
      }
    }
  }

  /// How many bytes two arrays end with alike, at most `limit`.
  private static func commonSuffix(_ a: [UInt8], _ b: [UInt8], within limit: Int) -> Int {
    a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in
        var count = 0
        while count + 8 <= limit,
          UnsafeRawBufferPointer(a).loadUnaligned(fromByteOffset: a.count - count - 8, as: UInt64.self)
            == UnsafeRawBufferPointer(b).loadUnaligned(fromByteOffset: b.count - count - 8, as: UInt64.self)
        {
          count += 8
        }
        while count < limit, a[a.count - count - 1] == b[b.count - count - 1] { count += 1 }
        return count
      }
    }
  }

  /// The first record for which `isAfter` holds; records are in file order, and `isAfter` holds
  /// for every record after one it holds for.
  private static func firstRecord(
    in records: [EmojiTable.Record], where isAfter: (EmojiTable.Record) -> Bool
  ) -> Int {
    var (low, high) = (0, records.count)
    while low < high {
      let middle = (low + high) / 2
      if isAfter(records[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
