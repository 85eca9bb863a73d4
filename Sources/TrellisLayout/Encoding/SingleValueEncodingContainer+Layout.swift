extension SingleValueEncodingContainer {
  /// Encodes the case name of `value`, the string `decodeCase(_:unknown:)` reads back.
  mutating func encodeCase<T: RawRepresentable>(_ value: T) throws where T.RawValue == String {
    try encode(value.rawValue)
  }
}
