import Foundation
import TrellisData
import TrellisSite

extension SectionLayoutProvider {
  /// Reads a layout in site.json's layout form: `{"section": …}`, `{"list": …}` or
  /// `{"preset": "…"}`, optionally with `"variants"`.
  ///
  /// Every problem is thrown, located in `json` (`layout.json:3:14` with the default name) and
  /// with its JSON path; unknown keys are errors, with the key probably meant.
  ///
  /// - Parameters:
  ///   - json: The layout's JSON text.
  ///   - name: The name that locations print for the text.
  public init(json: String, name: String = "layout.json") throws(DiagnosticError) {
    self = try JSONValueDecoder().decode(SectionLayoutProvider.self, from: SourceFile(name: name, text: json))
  }

  /// The layout in site.json's layout form, with sorted keys and every value that is the
  /// default left out: what ``init(json:name:)`` reads back to an equal layout.
  public var json: String { canonicalJSON }
}

extension LayoutSection {
  /// The section in site.json's layout form, `{"section": …}`.
  public var json: String { SectionLayoutProvider(.section(self)).json }
}
