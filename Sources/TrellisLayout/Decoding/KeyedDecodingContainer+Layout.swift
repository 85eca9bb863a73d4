extension KeyedDecodingContainer {
  /// Decodes a number under `key` and checks it against `requirement`, throwing
  /// `dataCorrupted` at that key when it fails.
  func decodeNumber(_ key: Key, _ requirement: NumberRequirement) throws -> Double {
    let value = try decode(Double.self, forKey: key)
    guard requirement.accepts(value) else {
      throw DecodingError.problem(.numberOutOfRange(requirement, found: value), forKey: key, in: self)
    }
    return value
  }

  /// Like ``decodeNumber(_:_:)``, but returns `fallback` when the key is absent.
  func decodeNumber(_ key: Key, _ requirement: NumberRequirement, default fallback: Double) throws
    -> Double
  {
    contains(key) ? try decodeNumber(key, requirement) : fallback
  }

  /// Decodes the value under `key`, or returns `fallback` when the key is absent.
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key, default fallback: T) throws -> T {
    try decodeIfPresent(type, forKey: key) ?? fallback
  }

  /// Decodes a count under `key`: an integer from 1 to 1,000 (`LayoutChoices.maximumCount`) (a JSON
  /// number such as `4`; `2.5`, `0`, `-1` and `1e6` are rejected with a message that says so).
  func decodeCount(_ key: Key) throws -> Int {
    let value = try decode(Double.self, forKey: key)
    guard value >= 1, value <= Double(LayoutChoices.maximumCount), let count = Int(exactly: value) else {
      throw DecodingError.problem(.countOutOfRange(key.stringValue, found: value), forKey: key, in: self)
    }
    return count
  }

  /// Decodes a `zIndex` under `key`: an integer of magnitude at most
  /// 10,000 (`LayoutChoices.maximumZIndex`), or `fallback` when the key is absent.
  func decodeZIndex(_ key: Key, default fallback: Int) throws -> Int {
    guard contains(key) else { return fallback }
    let value = try decode(Double.self, forKey: key)
    let limit = Double(LayoutChoices.maximumZIndex)
    guard abs(value) <= limit, let zIndex = Int(exactly: value) else {
      throw DecodingError.problem(.zIndexOutOfRange(key.stringValue, found: value), forKey: key, in: self)
    }
    return zIndex
  }

  /// Decodes a string under `key` that must not be empty or only whitespace.
  func decodeNonEmptyString(_ key: Key) throws -> String {
    let value = try decode(String.self, forKey: key)
    guard !value.allSatisfy(\.isWhitespace) else {
      throw DecodingError.problem(.emptyString(key.stringValue), forKey: key, in: self)
    }
    return value
  }

  /// Returns the one key of `keys` that this object holds, for objects whose kind is named by
  /// exactly one key (`{"fractionalWidth": 1}`, `{"horizontal": {...}}`).
  ///
  /// Throws `dataCorrupted` at this container's path when none or more than one is present:
  /// `a dimension needs exactly one of "fractionalWidth", ... or "estimated"; found none`.
  func exactlyOne(of keys: [Key], in what: String) throws -> Key {
    let present = keys.filter { contains($0) }
    if present.count == 1, let key = present.first { return key }
    throw DecodingError.problem(
      .notExactlyOneKey(what, of: keys.map(\.stringValue), found: present.map(\.stringValue)), at: codingPath)
  }
}
