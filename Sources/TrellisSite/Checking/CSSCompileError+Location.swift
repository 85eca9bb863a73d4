import TrellisCSS
import TrellisData
import TrellisDiagnostics
import TrellisLayout

extension Located where Value == SectionLayoutProvider {
  /// A located diagnostic for a layout the CSS compiler refuses: it points at the refused
  /// layout itself, the `section`, `list` or `preset` of the base or of the variant the error
  /// names, so that the author sees which of a provider's layouts to change.
  ///
  /// The file is parsed again to find that place; this runs only when a build fails.
  package func diagnostic(for error: CSSCompileError, in file: SourceFile) -> Diagnostic {
    var path = self.path
    if let variant = error.variant { path += [.key("variants"), .index(variant)] }
    guard let root = try? JSONValue.parse(file), let layout = root.value(at: path),
      case .object(let object) = layout.storage,
      let form = ["section", "list", "preset"].lazy.compactMap({ object.member(named: $0) }).first
    else { return diagnostic(in: file, error.message) }
    return file.diagnostic(
      .error, at: form.value.offset, error.message, path: jsonPathDescription(path + [.key(form.key)]))
  }
}
