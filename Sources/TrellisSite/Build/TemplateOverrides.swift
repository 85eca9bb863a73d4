import Foundation
import TrellisData
import TrellisDiagnostics
import TrellisGallery
import TrellisRender

/// A site's own templates: `SITE/Templates/NAME.mustache` replaces Trellis's `NAME`.
package enum TemplateOverrides {
  /// Trellis's templates with the site's overrides and interface strings, compiled; a template
  /// that cannot be used is a diagnostic.
  /// With no site directory (a site made of Swift values), Trellis's own templates.
  /// A decoration kind's own template (`decoration-KIND`) must be for a kind the `gallery`'s
  /// layouts draw (``checkDecorationTemplates(_:of:)``).
  package static func templateSet(
    siteDirectory: String?, strings: InterfaceStrings = InterfaceStrings(), gallery: Gallery? = nil
  ) throws(DiagnosticError) -> TemplateSet {
    do {
      let overrides = try siteDirectory.map { (directory) throws(DiagnosticError) in try load(siteDirectory: directory)
      }
      let templates = try TemplateSet(overrides: overrides ?? [:], strings: strings)
      if let gallery { try checkDecorationTemplates(templates, of: gallery) }
      return templates
    } catch let error as TemplateError {
      throw DiagnosticError(error.diagnostic)
    } catch let error as DiagnosticError {
      throw error
    } catch {
      throw DiagnosticError(Diagnostic(at: nil, .unexpected(error)))
    }
  }

  /// A template for a decoration kind that no layout of the site draws has no effect: an error
  /// at the template, naming the kinds the layouts draw.
  package static func checkDecorationTemplates(_ templates: TemplateSet, of gallery: Gallery) throws(DiagnosticError) {
    let declared = Set(gallery.pages.flatMap { $0.sections.compactMap(\.layout.decorationKind) })
    for (kind, path) in templates.decorationKindTemplates where !declared.contains(kind) {
      let message = Diagnostic.Message.unusedDecorationTemplate(kind, declared: declared.sorted())
      throw DiagnosticError(TemplateError(template: path, message: message).diagnostic)
    }
  }

  /// The site's overrides, by name: each must be UTF-8 without a character no page may hold
  /// (``PageCharacters``), or it is an error at the first bad byte.
  package static func load(siteDirectory: String) throws(DiagnosticError) -> [String: (path: String, text: String)] {
    let directory = joinPath(siteDirectory, "Templates")
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [:] }
    var overrides: [String: (path: String, text: String)] = [:]
    for name in names.sorted() where name.hasSuffix(".mustache") {
      let path = joinPath(directory, name)
      let bytes: [UInt8]
      do throws(FileReadFailure) {
        bytes = try SourceFile.readRegularFile(path)
      } catch {
        throw DiagnosticError(Diagnostic(at: nil, .unreadableFile(path, error, expecting: "a template")))
      }
      guard let text = String(validating: bytes, as: UTF8.self) else {
        let file = SourceFile(name: path, bytes: bytes)
        let offset = UTF8Check.firstInvalidOffset(in: bytes) ?? 0
        throw DiagnosticError(file.diagnostic(at: offset, .templateNotUTF8))
      }
      // A template's text goes into pages as it is: a character no page may hold is an error here.
      if let (offset, scalar) = PageCharacters.first(in: text) {
        let file = SourceFile(name: path, bytes: bytes)
        throw DiagnosticError(file.diagnostic(at: offset, .characterNoPageMayHold(PageCharacters.name(scalar))))
      }
      overrides[String(name.dropLast(".mustache".count))] = (path, text)
    }
    return overrides
  }
}
