extension KeyedEncodingContainer {
  /// Encodes `value` under `key` unless it equals `defaultValue`, the value the decoder gives
  /// when the key is absent: the printed layout leaves out what a person would not write.
  mutating func encode<T: Encodable & Equatable>(
    _ value: T, forKey key: Key, omittingDefault defaultValue: T
  ) throws {
    if value != defaultValue { try encode(value, forKey: key) }
  }
}
