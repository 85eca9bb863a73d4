import TrellisDiagnostics

/// A diagnostic for each element whose identifier an earlier one already has, naming both places:
/// `duplicate category id "a" (first seen at 1:17)`.
func duplicateIdentifiers<Element>(
  in elements: [Element], of file: SourceFile, id: (Element) -> String, offset: (Element) -> Int,
  what: (String) -> String, path: (Int) -> String
) -> [Diagnostic] {
  var first: [String: Int] = [:]
  var problems: [Diagnostic] = []
  for (index, element) in elements.enumerated() {
    let identifier = id(element)
    if let earlier = first[identifier] {
      let place = file.location(at: offset(elements[earlier])).lineAndColumn
      problems.append(
        file.diagnostic(
          at: offset(element), "\(what(identifier)) (first seen at \(place))", path: path(index)))
    } else {
      first[identifier] = index
    }
  }
  return problems
}
