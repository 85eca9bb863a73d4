import TrellisDiagnostics
import TrellisGallery
import TrellisLanguage

/// Every message about what `site.json` declares, in one place.
extension Diagnostic.Message {
  // MARK: Identifiers

  static func duplicatePage(_ id: String) -> Self {
    Self("site.duplicatePage", "duplicate page id \"\(id)\"")
  }

  static func duplicateSection(_ id: String, page: String) -> Self {
    Self("site.duplicateSection", "duplicate section id \"\(id)\" in page \"\(page)\"")
  }

  static func duplicateItem(_ identity: String, section: String, page: String) -> Self {
    Self(
      "site.duplicateItem", "duplicate item identifier \"\(identity)\" in section \"\(section)\" of page \"\(page)\"")
  }

  // MARK: Names of the data and of pages

  static func unknownCategory(_ name: String, known: [String]) -> Self {
    Suggestion.unknown("site.unknownCategory", "category", name, known: known)
  }

  static func unknownSubgroup(_ name: String, known: [String]) -> Self {
    Suggestion.unknown("site.unknownSubgroup", "subgroup", name, known: known)
  }

  static func unknownUniverse(_ name: String, known: [String]) -> Self {
    Suggestion.unknown("site.unknownUniverse", "universe", name, known: known)
  }

  static func unknownCharacterSection(_ name: String, universe: String, known: [String]) -> Self {
    Suggestion.unknown("site.unknownCharacterSection", "section of universe \"\(universe)\"", name, known: known)
  }

  static func unknownSidebarPage(_ name: String, known: [String]) -> Self {
    Suggestion.unknown("site.unknownSidebarPage", "page", name, known: known)
  }

  // MARK: Sidebar

  static func pageInSidebarTwice(_ id: String) -> Self {
    Self("site.pageInSidebarTwice", "page \"\(id)\" is in the sidebar twice")
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
    return Self("site.pageNotInSidebar", text)
  }

  // MARK: Data

  static func noEmojiFile(section: String) -> Self {
    Self(
      "site.noEmojiFile",
      "section \"\(section)\" shows emoji, but site.json names no emoji file (add \"data\": {\"emoji\": \"emoji.json\"})"
    )
  }

  static func noCharactersFile(section: String) -> Self {
    Self(
      "site.noCharactersFile",
      "section \"\(section)\" shows characters, but site.json names no characters file (add \"data\": {\"characters\": \"characters.json\"})"
    )
  }

  static func categoryNamedTwice(_ category: String, section: String) -> Self {
    Self("site.categoryNamedTwice", "category \"\(category)\" is named twice in section \"\(section)\"")
  }

  /// A data file site.json names could not be read, for the reason `problem` gives (whose ID
  /// the message keeps: `file.missing`, `file.directory`, …).
  static func unreadableData(_ what: String, _ problem: Diagnostic) -> Self {
    Self(problem.id, "cannot read the \(what) data: \(problem.message)")
  }

  static let characterCellShowsCharacters = Self(
    "site.characterCellShowsCharacters",
    "the character cell shows a character's image, name and job; this section shows emoji")

  static func accessoryTwice(_ name: String) -> Self {
    Self(
      "site.accessoryTwice",
      "the accessory \"\(name)\" is declared twice in this cell; a cell shows each accessory once")
  }

  static let outlineDisclosureInOutline = Self(
    "site.outlineDisclosureInOutline",
    "an outline's parent rows already draw the outline disclosure (and open and close by it), and its children have none; outlineDisclosure is for the rows of a flat list"
  )

  // MARK: The head's files

  static let imageNeedsBaseURL = Self(
    "site.imageNeedsBaseURL",
    "an Open Graph image needs the site's \"baseURL\" (Open Graph URLs are absolute); add one, or leave \"image\" out")

  static func badBaseURL(_ value: String, _ problem: Gallery.Head.BaseURLProblem) -> Self {
    switch problem {
    case .notAURL:
      Self(
        "site.badBaseURL",
        "\"\(value)\" is not a base URL; write where the site is published, such as \"https://example.org/gallery/\"")
    case .credentials:
      Self(
        "site.baseURLCredentials",
        "\"\(value)\" has a user name or password, which every page would publish in its canonical link; leave them out"
      )
    case .port(let port):
      Self("site.badBaseURLPort", "\"\(value)\" has the port \"\(port)\"; a port is a number from 0 to 65535")
    }
  }

  static func badBaseURLOption(_ value: String) -> Self {
    Self(
      "site.badBaseURLOption",
      "--base-url \"\(value)\" is not a base URL; write where the site is published, such as https://example.org/gallery/"
    )
  }

  static func notAStaticPath(_ path: String) -> Self {
    Self(
      "site.notAStaticPath",
      "\"\(path)\" is not a path in static/; name a file of the site's static/ folder, such as \"favicon.svg\" (nothing is loaded from elsewhere)"
    )
  }

  static func notAStaticFile(_ path: String, suggestion: String) -> Self {
    Self(
      "site.notAStaticFile",
      "\"\(path)\" is not a file of static/\(suggestion) (the image, icons and stylesheets are files of the site's static/ folder, copied into the output as they are)"
    )
  }

  // MARK: Headers and footers

  static func tooManyBoxes(section: String, count: Int, kind: String) -> Self {
    Self(
      "site.tooManyBoxes",
      "the layout of section \"\(section)\" has \(count) \(kind) boxes, but a section shows one \(kind): keep one boundary supplementary item of kind \"\(kind)\""
    )
  }

  static func missingBox(section: String, kind: String) -> Self {
    Self(
      "site.missingBox",
      "section \"\(section)\" shows a \(kind), but its layout has no \(kind) box: add a boundary supplementary item of kind \"\(kind)\", or use a list with \"\(kind)Mode\": \"supplementary\""
    )
  }

  static func boxShowsNothing(section: String, kind: String) -> Self {
    Self(
      "site.boxShowsNothing",
      "the layout of section \"\(section)\" has a \(kind) box, but the section shows no \(kind): set \"\(kind)\" to title, titleWithCount, progress, largeProgress or separator"
    )
  }
}

/// Messages about pages and sections made from data.
extension Diagnostic.Message {
  static func emptyPageExpansion(over values: String) -> Self {
    Self(
      "site.emptyPageExpansion", "this page is expanded over \(values), and the data has none: it would make no page")
  }
  static func expansionWithoutData(what: String, file: String) -> Self {
    Self(
      "site.expansionWithoutData",
      "a page expanded over \(what == "emoji" ? "categories" : "universes") needs \(what): site.json names no \(file) file"
    )
  }

  static func noIdentifierFromData(_ value: String) -> Self {
    Self("site.noIdentifierFromData", "\"\(value)\" makes no identifier: it has no letter or digit")
  }

  static func identifierFromDataTwice(_ id: String, from first: String, and second: String) -> Self {
    Self("site.identifierFromDataTwice", "\"\(first)\" and \"\(second)\" both make the id \"\(id)\"")
  }

  static func noUniverse(section: String) -> Self {
    Self(
      "site.noUniverse",
      "section \"\(section)\" shows characters but names no universe: name one, or expand its page over universes (\"expand\": \"universes\")"
    )
  }
}

/// Messages about pages cut by `pageSize`.
extension Diagnostic.Message {
  static func secondPageSize(page: String, first: String) -> Self {
    Self(
      "site.secondPageSize",
      "page \"\(page)\" is already cut into pages by \(first); a page is cut by one \"pageSize\" only")
  }

  static let segmentedNotPaginated = Self(
    "site.segmentedNotPaginated",
    "a page with segments is not cut into pages: its segmented control switches within one page")

  static func outlineNotPaginated(page: String) -> Self {
    Self(
      "site.outlineNotPaginated",
      "page \"\(page)\" holds an outline, which is not cut into pages: its parents and children belong together; drop \"pageSize\" or the outline"
    )
  }
}

/// Messages about the values of site.json that its reader refuses as it reads them.
extension Diagnostic.Message {
  // MARK: The site

  static let noPages = Self("site.noPages", "a site needs at least one page")

  static func notALanguageTag(_ language: String, suggestion: String? = nil) -> Self {
    let guess = suggestion.map { "; did you mean \"\($0)\"?" } ?? ""
    return Self(
      "site.notALanguageTag",
      "\"\(language)\" is not a language tag; expected one such as \"en\", \"he\" or \"pt-BR\" (a language of 2 or 3 letters, then parts of letters and digits joined by -)\(guess)"
    )
  }

  static func unregisteredSubtag(_ problem: LanguageTagProblem, in tag: String) -> Self {
    let kind =
      switch problem.kind {
      case .language: "language"
      case .script: "script"
      case .region: "region"
      case .variant: "variant"
      }
    let subtag = problem.subtag.lowercased() == tag.lowercased() ? "\"\(tag)\"" : "\"\(problem.subtag)\" in \"\(tag)\""
    if problem.isDeprecated {
      let instead = problem.suggestion.map { "; write \"\($0)\" instead" } ?? ""
      return Self("site.deprecatedSubtag", "\(subtag) is a deprecated \(kind) subtag\(instead)")
    }
    let guess = problem.suggestion.map { "; did you mean \"\($0)\"?" } ?? ""
    return Self(
      "site.unknownSubtag",
      "\(subtag) is not a \(kind) in CLDR's registry of language subtags\(guess)")
  }

  static func unlikelyLanguage(_ tag: String, script: String, textScript: String, suggestion: String?) -> Self {
    let guess = suggestion.map { "; did you mean \"\($0)\"?" } ?? ""
    return Self(
      "site.unlikelyLanguage",
      "\"\(tag)\" is usually written in \(LanguageRegistry.englishName(ofScript: script)) (\(script)), but the site's "
        + "words are in \(LanguageRegistry.englishName(ofScript: textScript)) (\(textScript))\(guess)")
  }

  static func replacedInterfaceString(_ key: String, by form: String) -> Self {
    Self("site.replacedInterfaceString", "\"\(key)\" is gone; write \(form)")
  }

  static func messageNeedsPlaceholder(_ key: String, text: String, placeholder: String) -> Self {
    Self(
      "site.messageNeedsPlaceholder",
      "\"\(key)\" is a message with {\(placeholder)} where the language puts it: write \"\(text) {\(placeholder)}\", or put {\(placeholder)} where it belongs"
    )
  }

  static func needsPluralForms(_ key: String, _ categories: [String], language: String) -> Self {
    Self(
      "site.needsPluralForms",
      "\"\(key)\" counts, and counts in \"\(language)\" take the plural categories \(categories.joined(separator: ", ")); "
        + "write a form for each: {" + categories.map { "\"\($0)\": \"…\"" }.joined(separator: ", ") + "}")
  }

  static func missingPluralForms(_ key: String, _ missing: [String], needed: [String], language: String) -> Self {
    Self(
      "site.missingPluralForms",
      "\"\(key)\" has no form for \(missing.joined(separator: ", ")); counts in \"\(language)\" take the plural categories \(needed.joined(separator: ", "))"
    )
  }

  static func unusedPluralCategory(_ name: String, of key: String, _ needed: [String], language: String) -> Self {
    Self(
      "site.unusedPluralCategory",
      "\"\(key)\" has a \"\(name)\" form, which no count takes in \"\(language)\"; its counts take \(needed.joined(separator: ", "))"
    )
  }

  static func unknownPluralCategory(_ name: String, known: [String]) -> Self {
    Suggestion.unknown("site.unknownPluralCategory", "plural category", name, known: known, listed: .max)
  }

  static func notACountedString(_ key: String) -> Self {
    Self("site.notACountedString", "\"\(key)\" does not count, so it has one text, not a form for each plural category")
  }

  static func untitledSubgroups(_ ids: [String], language: String) -> Self {
    let named = ids.prefix(5).map { "\"\($0)\"" }.joined(separator: ", ") + (ids.count > 5 ? ", …" : "")
    let count =
      ids.count == 1
      ? "1 subgroup is shown with an English title made from its id"
      : "\(ids.count) subgroups are shown with English titles made from their ids"
    return Self(
      "site.untitledSubgroups",
      "\(count) on a site in \"\(language)\" (\(named)); "
        + "title them in emoji.json's \"subgroups\" or site.json's \"titles\"")
  }

  static let pageCalledSearch = Self(
    "site.pageCalledSearch", "a page is called \"search\", and the search page needs search.html; rename that page")

  static let noEmojiFiles = Self(
    "site.noEmojiFiles", "the list of emoji files is empty; name at least one, or leave \"emoji\" out")

  static let emojiFilesKind = Self("site.emojiFilesKind", "expected an emoji file's path, or a list of paths")

  static func emptyInterfaceString(_ key: String) -> Self {
    Self("site.emptyInterfaceString", "\"\(key)\" is empty; leave it out for English")
  }

  static func unknownStringPlaceholder(_ name: String, in key: String, known: [String]) -> Self {
    let unknown = Suggestion.unknown(
      "site.unknownStringPlaceholder", "placeholder of \"\(key)\"", name, known: known, listed: .max)
    return Self(unknown.id, unknown.text + " (write them in braces: {\(known.first ?? "title")})")
  }

  static func badStringBraces(_ text: String, in key: String, placeholders: [String]) -> Self {
    Self(
      "site.stringBraces",
      "\"\(key)\" has a brace that opens or closes no placeholder in \"\(text)\"; its placeholders are "
        + placeholders.map { "{\($0)}" }.joined(separator: ", "))
  }

  static func notAColour(_ value: String) -> Self {
    Self("site.notAColour", "\"\(value)\" is not a colour; write it as #rgb or #rrggbb")
  }

  static func unknownIconRel(_ rel: String, known: [String]) -> Self {
    Self(
      "site.unknownIconRel", "an icon's rel is \(known.map { "\"\($0)\"" }.joined(separator: " or ")), not \"\(rel)\"")
  }

  static func notASizesList(_ sizes: String) -> Self {
    Self("site.notASizesList", "\"\(sizes)\" is not a list of sizes; write \"180x180\", \"16x16 32x32\" or \"any\"")
  }

  static let emptySidebarGroupTitle = Self("site.emptySidebarGroupTitle", "a sidebar group's title is empty")

  static func emptySidebarGroup(_ title: String) -> Self {
    Self("site.emptySidebarGroup", "sidebar group \"\(title)\" has no items; list a page in it")
  }

  // MARK: Pages and sections

  static func invalidIdentifier(_ identifier: String) -> Self {
    Self(
      "site.invalidIdentifier",
      "invalid identifier \"\(identifier)\": use letters, digits, '-' and '_' (not starting with '-')")
  }

  static func pageSizeOutOfRange(_ size: Int) -> Self {
    Self("site.pageSizeOutOfRange", "expected a page size from 1 to 1000000 items, found \(size)")
  }

  static let noSegments = Self("site.noSegments", "a segmented page needs at least one segment")

  static func qualityOutOfRange(_ quality: Int) -> Self {
    Self("site.qualityOutOfRange", "expected a quality from 1 to 100, found \(quality)")
  }

  static func qualityOfUnusedFormat(_ format: String) -> Self {
    Self(
      "site.qualityOfUnusedFormat",
      "a quality for \"\(format)\" has no effect: add \"\(format)\" to \"formats\", or remove its quality")
  }

  static func pictureFormatTwice(_ format: String) -> Self {
    Self("site.pictureFormatTwice", "\"\(format)\" is listed twice; list each format once")
  }

  static func cacheLimitOutOfRange(_ limit: Int) -> Self {
    Self(
      "site.cacheLimitOutOfRange",
      "expected a cache limit from 0 to 1000000 megabytes, found \(limit) (0 keeps only the pictures the build uses)")
  }

  static func footerStyleInHeader(_ style: String) -> Self {
    Self(
      "site.footerStyleInHeader",
      "\"\(style)\" is a footer style; a header takes header, plainHeader, groupedHeader, prominentInsetGroupedHeader or extraProminentInsetGroupedHeader"
    )
  }

  static func headerStyleInFooter(_ style: String) -> Self {
    Self(
      "site.headerStyleInFooter",
      "\"\(style)\" is a header style; a footer takes footer, plainFooter or groupedFooter")
  }

  static let expandNeedsEmoji = Self(
    "site.expandNeedsEmoji",
    "only an \"emoji\" section expands over categories or subgroups (a characters section already makes one section per character section)"
  )

  static let hiddenWithEmptyText = Self(
    "site.hiddenWithEmptyText", "a section either hides when empty or shows an empty message, not both")

  static let searchableHeaderRow = Self(
    "site.searchableHeaderRow",
    "a list whose first item is its header row (\"headerMode\": \"firstItemInSection\") cannot be searchable: search sorts and filters the rows, and would move or hide the header row"
  )

  // MARK: Cells

  static let accessoriesNeedStyle = Self(
    "site.accessoriesNeedStyle", "a section's accessories need its cell style: set the section's cell")

  static let emptyLabelText = Self("site.emptyLabelText", "a label's text must not be empty")

  static func unclosedLabelPlaceholder(_ text: String) -> Self {
    Self("site.labelText", "unclosed \"{\" in label text \"\(text)\"")
  }

  static func unmatchedLabelBrace(_ text: String) -> Self {
    Self("site.labelText", "unmatched \"}\" in label text \"\(text)\"")
  }

  static func unknownLabelPlaceholder(_ name: String, known: [String]) -> Self {
    let unknown = Suggestion.unknown(
      "site.unknownLabelPlaceholder", "label placeholder", name, known: known, listed: .max)
    return Self(unknown.id, unknown.text + " (write them in braces: {subtitle})")
  }
}
