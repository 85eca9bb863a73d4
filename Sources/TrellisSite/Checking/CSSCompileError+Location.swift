import TrellisCSS
import TrellisData
import TrellisDiagnostics
import TrellisLayout

extension JSONPlaces {
  /// A diagnostic for a layout the CSS compiler refuses, the layout being the one at
  /// `layoutPath`: it points at the refused layout itself, the `section`, `list` or `preset` of
  /// the base or of the variant the error names, so that the author sees which of a provider's
  /// layouts to change.
  package func diagnostic(for error: CSSCompileError, layoutAt layoutPath: [JSONPathComponent]) -> Diagnostic {
    var path = layoutPath
    if let variant = error.variant { path += [.key("variants"), .index(variant)] }
    for form in ["section", "list", "preset"] {
      if let place = place(of: path + [.key(form)]), place.path.last == .key(form) {
        return diagnostic(at: path + [.key(form)], error.message)
      }
    }
    return diagnostic(at: path, error.message)
  }
}
