import Foundation
import TrellisData
import TrellisDiagnostics
import TrellisRender

/// A site's own templates: `SITE/Templates/NAME.mustache` replaces Trellis's `NAME`.
package enum TemplateOverrides {
  /// Trellis's templates with the site's overrides and interface strings, compiled; a template
  /// that cannot be used is a diagnostic.
  /// With no site directory (a site made of Swift values), Trellis's own templates.
  package static func templateSet(
    siteDirectory: String?, strings: InterfaceStrings = InterfaceStrings()
  ) throws(DiagnosticError) -> TemplateSet {
    do {
      let overrides = try siteDirectory.map { (directory) throws(DiagnosticError) in try load(siteDirectory: directory)
      }
      return try TemplateSet(overrides: overrides ?? [:], strings: strings)
    } catch let error as TemplateError {
      throw DiagnosticError(error.diagnostic)
    } catch let error as DiagnosticError {
      throw error
    } catch {
      throw DiagnosticError(Diagnostic(at: nil, .unexpected(error)))
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
