/// "Did you mean …?": the one way Trellis names an unknown name and the known one it was likely
/// meant to be.
package enum Suggestion {
  /// The message for a name that is not one of `known`:
  ///
  ///     unknown category "smiley"; did you mean "smileys"? (expected one of: recents, smileys, …)
  ///
  /// At most `listed` known names are listed; the rest are counted. `id` is the problem's, such
  /// as `site.unknownCategory`.
  package static func unknown(
    _ id: Diagnostic.ID, _ noun: String, _ name: String, known: [String], listed: Int = 12
  ) -> Diagnostic.Message {
    var message = "unknown \(noun) \"\(name)\"" + didYouMean(name, among: known)
    if !known.isEmpty {
      let more = known.count > listed ? ", and \(known.count - listed) more" : ""
      message += " (expected one of: \(known.prefix(listed).joined(separator: ", "))\(more))"
    }
    return Diagnostic.Message(id, message)
  }

  /// `; did you mean "title"?` when a name of `known` is close to `name`, else nothing.
  package static func didYouMean(_ name: String, among known: [String]) -> String {
    closest(to: name, among: known).map { "; did you mean \"\($0)\"?" } ?? ""
  }

  /// The name of `known` closest to `name` (ignoring case), when it is close enough to be a
  /// typo: at most one edit per three characters (at least one), a swap of neighbours counting
  /// as one edit.
  package static func closest(to name: String, among known: [String]) -> String? {
    let lowered = Array(name.lowercased().unicodeScalars)
    guard lowered.count <= 64 else { return nil }  // names are short; keep the distance cheap
    var best: (name: String, distance: Int)?
    for candidate in known {
      let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars))
      if distance <= max(1, min(lowered.count, candidate.count) / 3), distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// Optimal string alignment distance between two short scalar sequences: insertions,
  /// deletions, substitutions and swaps of neighbours ("titel" for "title") each count one.
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
