/// One step into a JSON document: a key of an object or an index of an array.
package enum JSONPathComponent: Hashable, Sendable {
  case key(String)
  case index(Int)
}

/// Renders a JSON path as people write it: `pages[0].sections[2].layout`.
/// Keys that are not plain identifiers are quoted: `categories["a b"]`.
package func jsonPathDescription(_ path: some Sequence<JSONPathComponent>) -> String {
  var text = ""
  for component in path {
    switch component {
    case .index(let index):
      text += "[\(index)]"
    case .key(let key):
      let isPlain =
        !key.isEmpty
        && key.unicodeScalars.allSatisfy {
          ($0 >= "a" && $0 <= "z") || ($0 >= "A" && $0 <= "Z") || ($0 >= "0" && $0 <= "9") || $0 == "_" || $0 == "-"
        }
      if isPlain {
        text += text.isEmpty ? key : ".\(key)"
      } else {
        text += "[\"\(key)\"]"
      }
    }
  }
  return text
}
