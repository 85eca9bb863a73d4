import Mustache
import TrellisDiagnostics

/// The templates of a site: Trellis's own (built into the binary) with the site's overrides.
///
/// A site overrides a template by putting a file of the same name in its `Templates/` folder,
/// and draws a decoration kind its own way with `decoration-KIND.mustache`.
/// Each template is parsed once; ``compiled(_:fields:present:)`` specialises it per shape and
/// caches the result.
///
/// The frames (`frame-*.mustache`: a section, a group, a cell's element) are Trellis's own
/// structure, which the section's CSS selects: they cannot be overridden, and only they may put
/// values in a `style` attribute (numbers and colours that Trellis computes, never data).
package struct TemplateSet: Sendable {
  /// The names of the templates a site may override (file names without `.mustache`).
  package static var bundledNames: [String] { BundledTemplates.all.map(\.name).filter { !isFrame($0) } }

  /// Whether `name` is one of Trellis's frames.
  static func isFrame(_ name: String) -> Bool { name.hasPrefix("frame-") }

  /// The frames, for the partials they share.
  private var frames = MustacheLibrary()

  private var templates: [String: MustacheTemplate] = [:]
  /// Where each template came from, for messages: `Templates/cell-grid.mustache (bundled)` or
  /// the override's path.
  private(set) var sources: [String: String] = [:]
  /// Each template's text, for locating errors found after parsing.
  private var texts: [String: String] = [:]
  /// The site's interface strings, which every template but the frames receives as
  /// `strings.KEY` (written into it as constants when it is specialised).
  package let strings: InterfaceStrings

  /// Trellis's templates, each replaced by `overrides[name]` (name → (path, text)) when given,
  /// with the site's interface strings.
  package init(
    overrides: [String: (path: String, text: String)] = [:], strings: InterfaceStrings = InterfaceStrings()
  ) throws(TemplateError) {
    self.strings = strings
    for (name, text) in BundledTemplates.all {
      let override = Self.isFrame(name) ? nil : overrides[name]
      let source = override ?? (path: "Templates/\(name).mustache (bundled)", text: text)
      // Frames share partials and values Trellis computes; every other template may use only
      // its own variables.
      try Self.check(source, variables: Self.isFrame(name) ? nil : TemplateVariables.names(of: name))
      templates[name] = try Self.parse(source)
      sources[name] = source.path
      texts[name] = source.text
      if Self.isFrame(name), let template = templates[name] { frames.register(template, named: name) }
    }
    // A decoration kind's own template: parsed as `decoration` is, with its variables.
    for name in overrides.keys.sorted()
    where templates[name] == nil && TemplateVariables.decorationKind(of: name) != nil {
      guard let source = overrides[name] else { continue }
      try Self.check(source, variables: TemplateVariables.names(of: name))
      templates[name] = try Self.parse(source)
      sources[name] = source.path
      texts[name] = source.text
    }
    for name in overrides.keys.sorted() where templates[name] == nil || Self.isFrame(name) {
      throw TemplateError(
        template: overrides[name]?.path ?? name,
        message: Self.isFrame(name)
          ? .frameNotOverridable(name, overridable: Self.bundledNames)
          : .unknownTemplate(name, overridable: Self.bundledNames))
    }
  }

  /// Checks a template's tags: only `variables` (nil: any) and the interface strings.
  private static func check(
    _ source: (path: String, text: String), variables: [String]?
  ) throws(TemplateError) {
    try TemplateTagCheck.check(
      source.text, template: source.path, variables: variables, strings: InterfaceStrings.variables)
  }

  /// Parses a template, or throws its error at its line and column.
  private static func parse(_ source: (path: String, text: String)) throws(TemplateError) -> MustacheTemplate {
    do {
      return try MustacheTemplate(string: source.text)
    } catch let error as MustacheTemplate.ParserError {
      throw TemplateError(
        template: source.path, line: error.context.lineNumber, column: error.context.columnNumber,
        message: error.message)
    } catch {
      throw TemplateError(template: source.path, message: .parserError(error))
    }
  }

  /// Whether the set has a template named `name` (a decoration kind's own, say).
  package func contains(_ name: String) -> Bool { templates[name] != nil }

  /// The element kinds that have their own decoration template (`decoration-KIND`), with the
  /// template's path, sorted.
  package var decorationKindTemplates: [(kind: String, path: String)] {
    templates.keys.sorted().compactMap { name in
      TemplateVariables.decorationKind(of: name).map { ($0, sources[name] ?? name) }
    }
  }

  /// The template specialised for the fields present.
  package func compiled(_ name: String, fields: [String], present: Set<String>) throws(TemplateError)
    -> CompiledTemplate
  {
    guard let template = templates[name] else {
      throw TemplateError(template: name, message: .unknownTemplate(name, overridable: Self.bundledNames))
    }
    do {
      let isFrame = Self.isFrame(name)
      if isFrame {
        return try CompiledTemplate.specialize(
          template, named: sources[name] ?? name, fields: fields, present: present, library: frames, trusted: true)
      }
      // The interface strings follow the template's own fields, and are made constants.
      let values = strings.values
      let withStrings = present.union(zip(InterfaceStrings.variables, values).compactMap { $1.isEmpty ? nil : $0 })
      return try CompiledTemplate.specialize(
        template, named: sources[name] ?? name, fields: fields + InterfaceStrings.variables, present: withStrings,
        checksHead: name == "page"
      ).fillingConstants(from: fields.count, with: values)
    } catch {
      // Point at the field's tag in the template's own text.
      var located = error
      var position: (line: Int, column: Int)?
      if let text = texts[name] {
        if let field = error.field {
          position = TemplateTags.unsafeTag(of: field, in: text)
        } else if let markup = error.markup {
          position = TemplateTags.position(of: markup.offset, in: markup.rendered, text: text)
        }
      }
      located.line = position?.line
      located.column = position?.column
      located.markup = nil
      throw located
    }
  }
}
