import TrellisDiagnostics

/// Every message about reading the data files (emoji.json, characters.json) and the files
/// they are read from.
extension Diagnostic.Message {
  // MARK: Files

  /// A file that could not be read, named as the user named it.
  package static func unreadableFile(_ name: String, _ failure: FileReadFailure, expecting expected: String) -> Self {
    let text = "\(name): \(failure.reason(expecting: expected))"
    return switch failure {
    case .missing: Self("file.missing", text)
    case .directory: Self("file.directory", text)
    case .notRegular: Self("file.notRegular", text)
    case .unreadable: Self("file.unreadable", text)
    }
  }

  // MARK: Identifiers

  static func duplicateCategory(_ id: String) -> Self {
    Self("data.duplicateCategory", "duplicate category id \"\(id)\"")
  }

  static func duplicateSubgroup(_ id: String) -> Self {
    Self("data.duplicateSubgroup", "duplicate subgroup id \"\(id)\"")
  }

  static func unknownCategory(_ name: String, known: [String]) -> Self {
    Suggestion.unknown("data.unknownCategory", "category", name, known: known)
  }

  static func duplicateUniverse(_ id: String) -> Self {
    Self("data.duplicateUniverse", "duplicate universe id \"\(id)\"")
  }

  static func duplicateCharacterSection(_ id: String, universe: String) -> Self {
    Self("data.duplicateCharacterSection", "duplicate section id \"\(id)\" in universe \"\(universe)\"")
  }

  // MARK: Characters

  static let imageNameNotAFileName = Self(
    "data.imageNameNotAFileName",
    "imageName must be a file name in images/, without / or \\ and not starting with \".\"")
}
