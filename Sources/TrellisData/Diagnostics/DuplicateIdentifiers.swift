import TrellisDiagnostics

/// A diagnostic for each element whose identifier an earlier one already has (`what` is its
/// message), with a note where the identifier was first seen.
func duplicateIdentifiers<Element>(
  in elements: [Element], of file: SourceFile, id: (Element) -> String, offset: (Element) -> Int,
  what: (String) -> Diagnostic.Message, path: (Int) -> String
) -> [Diagnostic] {
  var first: [String: Int] = [:]
  var problems: [Diagnostic] = []
  for (index, element) in elements.enumerated() {
    let identifier = id(element)
    if let earlier = first[identifier] {
      let first = file.firstSeen(at: offset(elements[earlier]), path: path(earlier))
      problems.append(file.diagnostic(at: offset(element), what(identifier), path: path(index), notes: [first]))
    } else {
      first[identifier] = index
    }
  }
  return problems
}
