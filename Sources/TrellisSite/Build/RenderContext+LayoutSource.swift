import TrellisLayout
import TrellisRender

extension RenderContext {
  /// What the layout panel shows for a page of a site with `"showsLayout": true`: each section
  /// declaration of the page once, in order (a declaration that expands into many sections
  /// has one layout), with its layout as `trellis layout --section ID` prints it, indented as
  /// LayoutFormat.md's examples, and as Swift. Empty on other sites.
  func layoutSources(for page: Page) -> [LayoutSourceContent] {
    guard site.gallery.showsLayout else { return [] }
    var declared: [String: [PageSection]] = [:]
    var order: [String] = []
    for section in page.sections {
      let id = section.declaration.id
      if declared[id] == nil { order.append(id) }
      declared[id, default: []].append(section)
    }
    return order.compactMap { id in
      guard let sections = declared[id], let first = sections.first else { return nil }
      let declaration = first.declaration
      let named = declaration.title ?? (sections.count == 1 ? first.title : "")
      let provider = declaration.layout
      let functionName = Self.layoutFunctionName(forSectionID: id)
      return LayoutSourceContent(
        title: named.isEmpty ? id : named, functionName: functionName,
        json: JSONSourceText.readable(provider.canonicalJSON), swift: provider.swiftSource(functionName: functionName))
    }
  }

  /// A Swift function's name for a section's layout: the id's words in camel case, then
  /// `Layout` (`grid` → `gridLayout`, `inset-items-grid` → `insetItemsGridLayout`,
  /// `list_layout` → `listLayout`). Only ASCII letters and digits are kept, so it is a valid
  /// identifier and no keyword; one that would start with a digit starts with `section`.
  static func layoutFunctionName(forSectionID id: String) -> String {
    var words: [String] = []
    var word = ""
    for scalar in id.unicodeScalars {
      if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        word.unicodeScalars.append(scalar)
      } else if !word.isEmpty {
        words.append(word)
        word = ""
      }
    }
    if !word.isEmpty { words.append(word) }
    if words.last?.lowercased() == "layout" { words.removeLast() }
    if words.first?.first?.isNumber ?? true { words.insert("section", at: 0) }
    var name = ""
    for (index, word) in (words + ["layout"]).enumerated() {
      let first = index == 0 ? word.prefix(1).lowercased() : word.prefix(1).uppercased()
      name += first + word.dropFirst()
    }
    return name
  }
}
