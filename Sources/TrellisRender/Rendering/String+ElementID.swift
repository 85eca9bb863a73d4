import TrellisCSS
import TrellisDiagnostics

extension String {
  /// Gives the first element starting with `prefix` (e.g. `<h2`) an id, unless it has one, so
  /// that the section can name itself after its header title.
  func withID(_ id: String, onFirst prefix: String) -> String {
    guard let range = range(of: prefix), !self[range.upperBound...].hasPrefix(" id=") else { return self }
    return replacingCharacters(in: range, with: prefix + " id=\"" + HTMLEscaping.attribute(id) + "\"")
  }

  /// Gives the first element (whatever its name) an id, unless it has one.
  func withIDOnFirstElement(_ id: String) -> String {
    var index = startIndex
    while let open = self[index...].firstIndex(of: "<") {
      let nameStart = self.index(after: open)
      guard nameStart < endIndex else { break }
      if self[nameStart].isLetter {
        let nameEnd = self[nameStart...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "-") } ?? endIndex
        return withID(id, onFirst: String(self[open..<nameEnd]))
      }
      index = nameStart
    }
    return self
  }
}
