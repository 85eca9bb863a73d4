/// The message for a key a reader does not know: names the keys it does, and the likely typo.
///
///     unknown key "titel"; did you mean "title"? (expected one of: id, title, sections)
func unknownKeyMessage(_ key: String, known: [String]) -> String {
  var message = "unknown key \"\(key)\""
  if let suggestion = closestKey(to: key, among: known) {
    message += "; did you mean \"\(suggestion)\"?"
  }
  if !known.isEmpty {
    message += " (expected one of: \(known.joined(separator: ", ")))"
  }
  return message
}

/// The known key nearest to `key` by edit distance, if it is near enough to be a typo.
func closestKey(to key: String, among known: [String]) -> String? {
  let lowered = Array(key.lowercased().unicodeScalars)
  var best: (key: String, distance: Int)?
  for candidate in known {
    let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars))
    if distance <= max(1, min(lowered.count, candidate.count) / 3), distance < (best?.distance ?? .max) {
      best = (candidate, distance)
    }
  }
  return best?.key
}

/// Edit distance between two scalar sequences, counting a swap of neighbours as one edit
/// (optimal string alignment), since "titel" for "title" is the commonest typo. Short keys only.
func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
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
