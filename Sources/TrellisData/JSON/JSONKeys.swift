/// The keys an object may have, for ``JSONScanner/nextKey(in:)``, which matches them against
/// the file's bytes.
package struct JSONKeys: Sendable {
  /// The keys, in the order their positions are returned.
  package let names: [String]
  private let utf8: [[UInt8]]

  package init(_ names: [String]) {
    self.names = names
    self.utf8 = names.map { Array($0.utf8) }
  }

  /// The position of the key whose UTF-8 is `bytes`.
  func index(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    for (index, key) in utf8.enumerated() where key.count == bytes.count {
      if key.withUnsafeBufferPointer({ $0.hasSameBytes(as: bytes) }) { return index }
    }
    return nil
  }
}

extension UnsafeBufferPointer<UInt8> {
  /// Whether the two buffers hold the same bytes (a plain loop: `elementsEqual` through its
  /// generic iterators cost a tenth of reading a large file's keys).
  @inline(__always)
  func hasSameBytes(as other: UnsafeBufferPointer<UInt8>) -> Bool {
    guard count == other.count else { return false }
    for index in 0..<count where self[index] != other[index] { return false }
    return true
  }
}

/// The keys an object may have as an enum's cases, for ``JSONScanner/nextKey(in:)-(JSONKeyCases<Key>)``:
/// the same enum declares the loader's keys and the file's schema.
package struct JSONKeyCases<Key: RawRepresentable & CaseIterable>: Sendable
where Key.RawValue == String, Key: Sendable {
  let keys: JSONKeys
  let cases: [Key]

  package init(_ type: Key.Type) {
    cases = Array(type.allCases)
    keys = JSONKeys(cases.map(\.rawValue))
  }
}

extension JSONScanner {
  /// The next key of the open object as one of `keys`' cases, or `nil` after the closing brace;
  /// a key not among them is an error that names them.
  package mutating func nextKey<Key>(in keys: JSONKeyCases<Key>) throws(JSONError) -> Key? {
    guard let index = try nextKey(in: keys.keys) else { return nil }
    return keys.cases[index]
  }
}
