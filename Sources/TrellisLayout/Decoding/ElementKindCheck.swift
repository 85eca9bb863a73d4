extension KeyedDecodingContainer {
  /// Decodes the `elementKind` under `key`, which must be one of `drawn`, the kinds Trellis draws
  /// for `what` (e.g. "a boundary supplementary item"); any other kind is an error located at the
  /// key, suggesting a close kind:
  /// `unknown elementKind "heder" for a boundary supplementary item; did you mean "header"? Trellis
  /// draws "header" and "footer"`.
  func decodeElementKind(_ key: Key, for what: String, drawn: [String]) throws -> String {
    let kind = try decode(String.self, forKey: key)
    guard !drawn.contains(kind) else { return kind }
    throw DecodingError.problem(.unknownElementKind(kind, for: what, drawn: drawn), forKey: key, in: self)
  }
}
