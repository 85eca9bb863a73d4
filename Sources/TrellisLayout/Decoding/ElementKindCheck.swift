extension KeyedDecodingContainer {
  /// Decodes the `elementKind` under `key`, which must be one of `drawn`, the kinds Trellis draws
  /// for `what` (e.g. "a boundary supplementary item"); any other kind is an error located at the
  /// key, suggesting a close kind:
  /// `unknown elementKind "heder" for a boundary supplementary item; did you mean "header"? Trellis
  /// draws "header" and "footer"`.
  func decodeElementKind(_ key: Key, for what: String, drawn: [String]) throws -> String {
    let kind = try decode(String.self, forKey: key)
    guard !drawn.contains(kind) else { return kind }
    let suggestion = DecodingMessage.closest(to: kind, among: drawn).map { "; did you mean \"\($0)\"?" }
    let message =
      "unknown elementKind \"\(kind)\" for \(what)\(suggestion ?? ";") Trellis draws \(DecodingMessage.conjunction(drawn))"
    throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: message)
  }
}

extension DecodingMessage {
  /// The name of `known` closest to `name` (case-insensitive), when it is close enough to be a
  /// typo: at most one edit per three characters (at least one), a swap of neighbours counting
  /// as one edit.
  static func closest(to name: String, among known: [String]) -> String? {
    let lowered = Array(name.lowercased().unicodeScalars)
    var best: (name: String, distance: Int)?
    for candidate in known {
      let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars))
      if distance <= max(1, min(lowered.count, candidate.count) / 3), distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// Optimal string alignment distance between two short scalar sequences.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var distances = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { distances[i][0] = i }
    for j in 0...b.count { distances[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        distances[i][j] = min(distances[i - 1][j] + 1, distances[i][j - 1] + 1, distances[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          distances[i][j] = min(distances[i][j], distances[i - 2][j - 2] + 1)
        }
      }
    }
    return distances[a.count][b.count]
  }
}
