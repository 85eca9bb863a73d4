import TrellisDiagnostics

/// Every message about what `site.json` declares, in one place.
extension Diagnostic.Message {
  // MARK: Identifiers

  static func duplicatePage(_ id: String, firstSeenAt place: String) -> Self {
    "duplicate page id \"\(id)\" (first seen at \(place))"
  }

  static func duplicateSection(_ id: String, page: String, firstSeenAt place: String) -> Self {
    "duplicate section id \"\(id)\" in page \"\(page)\" (first seen at \(place))"
  }

  static func duplicateItem(_ identity: String, section: String, page: String, firstSeenAt place: String) -> Self {
    "duplicate item identifier \"\(identity)\" in section \"\(section)\" of page \"\(page)\" (first seen at \(place))"
  }

  // MARK: Sidebar

  static func pageInSidebarTwice(_ id: String, firstSeenAt place: String) -> Self {
    "page \"\(id)\" is in the sidebar twice (first at \(place))"
  }

  /// Pages the sidebar leaves out; `declarations` are the ids of the expanding declarations that
  /// made some of them, any of which the sidebar may name to list all its pages.
  static func pageNotInSidebar(_ ids: [String], declarations: [String] = []) -> Self {
    let names = ids.map { "\"\($0)\"" }.joined(separator: ", ")
    var text =
      ids.count == 1
      ? "page \(names) is not in the sidebar, so no link leads to it; list it there"
      : "pages \(names) are not in the sidebar, so no link leads to them; list them there"
    if !declarations.isEmpty {
      let those = declarations.map { "\"\($0)\"" }.joined(separator: ", ")
      text += ", or \(those) for every page \(declarations.count == 1 ? "it makes" : "they make") (a group)"
    }
    return Self(text)
  }

  // MARK: Data

  static func noEmojiFile(section: String) -> Self {
    "section \"\(section)\" shows emoji, but site.json names no emoji file (add \"data\": {\"emoji\": \"emoji.json\"})"
  }

  static func noCharactersFile(section: String) -> Self {
    "section \"\(section)\" shows characters, but site.json names no characters file (add \"data\": {\"characters\": \"characters.json\"})"
  }

  static func categoryNamedTwice(_ category: String, section: String, firstAt place: String) -> Self {
    "category \"\(category)\" is named twice in section \"\(section)\" (first at \(place))"
  }

  static func unreadableData(_ what: String, _ reason: String) -> Self { "cannot read the \(what) data: \(reason)" }

  static let characterCellShowsCharacters: Self =
    "the character cell shows a character's image, name and job; this section shows emoji"

  static func accessoryTwice(_ name: String, first: String) -> Self {
    "the accessory \"\(name)\" is declared twice in this cell (first at \(first)); a cell shows each accessory once"
  }

  static let outlineDisclosureInOutline: Self =
    "an outline's parent rows already draw the outline disclosure (and open and close by it), and its children have none; outlineDisclosure is for the rows of a flat list"

  // MARK: The head's files

  static let imageNeedsBaseURL: Self =
    "an Open Graph image needs the site's \"baseURL\" (Open Graph URLs are absolute); add one, or leave \"image\" out"

  static func badBaseURL(_ value: String, _ problem: SiteHead.BaseURLProblem) -> Self {
    switch problem {
    case .notAURL:
      "\"\(value)\" is not a base URL; write where the site is published, such as \"https://example.org/gallery/\""
    case .credentials:
      "\"\(value)\" has a user name or password, which every page would publish in its canonical link; leave them out"
    case .port(let port):
      "\"\(value)\" has the port \"\(port)\"; a port is a number from 0 to 65535"
    }
  }

  static func badBaseURLOption(_ value: String) -> Self {
    "--base-url \"\(value)\" is not a base URL; write where the site is published, such as https://example.org/gallery/"
  }

  static func notAStaticPath(_ path: String) -> Self {
    "\"\(path)\" is not a path in static/; name a file of the site's static/ folder, such as \"favicon.svg\" (nothing is loaded from elsewhere)"
  }

  static func notAStaticFile(_ path: String, suggestion: String) -> Self {
    "\"\(path)\" is not a file of static/\(suggestion) (the image, icons and stylesheets are files of the site's static/ folder, copied into the output as they are)"
  }

  // MARK: Headers and footers

  static func tooManyBoxes(section: String, count: Int, kind: String) -> Self {
    "the layout of section \"\(section)\" has \(count) \(kind) boxes, but a section shows one \(kind): keep one boundary supplementary item of kind \"\(kind)\""
  }

  static func missingBox(section: String, kind: String) -> Self {
    "section \"\(section)\" shows a \(kind), but its layout has no \(kind) box: add a boundary supplementary item of kind \"\(kind)\", or use a list with \"\(kind)Mode\": \"supplementary\""
  }

  static func boxShowsNothing(section: String, kind: String) -> Self {
    "the layout of section \"\(section)\" has a \(kind) box, but the section shows no \(kind): set \"\(kind)\" to title, titleWithCount, progress, largeProgress or separator"
  }
}

/// Messages about pages and sections made from data.
extension Diagnostic.Message {
  static func emptyPageExpansion(over values: String) -> Self {
    "this page is expanded over \(values), and the data has none: it would make no page"
  }
  static func expansionWithoutData(what: String, file: String) -> Self {
    "a page expanded over \(what == "emoji" ? "categories" : "universes") needs \(what): site.json names no \(file) file"
  }

  static func noIdentifierFromData(_ value: String) -> Self {
    "\"\(value)\" makes no identifier: it has no letter or digit"
  }

  static func identifierFromDataTwice(_ id: String, from first: String, and second: String) -> Self {
    "\"\(first)\" and \"\(second)\" both make the id \"\(id)\""
  }

  static func noUniverse(section: String) -> Self {
    "section \"\(section)\" shows characters but names no universe: name one, or expand its page over universes (\"expand\": \"universes\")"
  }
}

/// Messages about pages cut by `pageSize`.
extension Diagnostic.Message {
  static func secondPageSize(page: String, first: String) -> Self {
    "page \"\(page)\" is already cut into pages by \(first); a page is cut by one \"pageSize\" only"
  }

  static let segmentedNotPaginated: Self =
    "a page with segments is not cut into pages: its segmented control switches within one page"

  static func outlineNotPaginated(page: String) -> Self {
    "page \"\(page)\" holds an outline, which is not cut into pages: its parents and children belong together; drop \"pageSize\" or the outline"
  }
}
