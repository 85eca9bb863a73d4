import TrellisDiagnostics
import TrellisGallery
import TrellisLanguage
import TrellisRender

extension GalleryCheck {
  /// The language tag: well-formed, and each of its subtags in CLDR's registry (an unknown one
  /// is refused with the likely one: `"arabic"` → `ar`).
  mutating func checkLanguage(_ tag: String) {
    guard LanguageTag.isValid(tag) else {
      // A name ("hebrew!") may be meant; a letter or two is too little to guess from.
      let suggestion = tag.count > 2 ? LanguageRegistry.suggestion(forLanguage: tag.filter(\.isLetter)) : nil
      report([.key("language")], .notALanguageTag(tag, suggestion: suggestion))
      return
    }
    for problem in LanguageRegistry.problems(in: tag) {
      report([.key("language")], .unregisteredSubtag(problem, in: tag))
    }
  }

  /// Each key one of ``InterfaceStrings/all`` (another is an unknown key, with the likely one,
  /// or a key that is gone, with what stands instead), each text not empty and a message with
  /// only its own placeholders; a counted string with a form for each plural category the
  /// language's counts take, and no other.
  mutating func checkStrings(_ strings: [String: Gallery.Language.Message], language tag: String) {
    let known = InterfaceStrings.all.map(\.key)
    let knownSet = Set(known)
    let language = LanguageData(tag: tag)
    for (key, message) in strings.sorted(by: { $0.key < $1.key }) {
      let keyAt: Path = [.key("strings"), .key(key)]
      if let replaced = InterfaceStrings.replacedKeys[key] {
        problems.append(places.diagnostic(at: keyAt, .replacedInterfaceString(key, by: replaced), atKey: true))
        continue
      }
      guard knownSet.contains(key) else {
        problems.append(places.diagnostic(at: keyAt, .unknownKey(key, known: known), atKey: true))
        continue
      }
      let needed = language.pluralCategories.map(\.rawValue)
      switch message {
      case .text(let text):
        if InterfaceStrings.plurals[key] != nil, needed.count > 1 {
          report(keyAt, .needsPluralForms(key, needed, language: tag))
        } else {
          check(text, of: key, at: keyAt)
        }
      case .plural(let forms):
        guard InterfaceStrings.plurals[key] != nil else {
          report(keyAt, .notACountedString(key))
          continue
        }
        for (name, text) in forms.sorted(by: { $0.key < $1.key }) {
          let formAt = keyAt + [.key(name)]
          guard let category = PluralCategory(rawValue: name) else {
            problems.append(
              places.diagnostic(
                at: formAt, .unknownPluralCategory(name, known: PluralCategory.allCases.map(\.rawValue)),
                atKey: true))
            continue
          }
          // `other` is every language's fallback, so it is always allowed.
          if category != .other, !language.pluralCategories.contains(category) {
            problems.append(
              places.diagnostic(at: formAt, .unusedPluralCategory(name, of: key, needed, language: tag), atKey: true))
            continue
          }
          check(text, of: key, at: formAt)
        }
        let missing = needed.filter { forms[$0] == nil }
        if !missing.isEmpty { report(keyAt, .missingPluralForms(key, missing, needed: needed, language: tag)) }
      }
    }
  }

  /// One text of string `key`: not empty, with only its own placeholders, and those it needs.
  private mutating func check(_ text: String, of key: String, at path: Path) {
    if text.allSatisfy(\.isWhitespace) {
      report(path, .emptyInterfaceString(key))
    } else if let problem = InterfaceStrings.problem(inMessage: key, text) {
      let names = InterfaceStrings.placeholders[key] ?? []
      switch problem {
      case .unknown(let name): report(path, .unknownStringPlaceholder(name, in: key, known: names))
      case .empty, .unclosed, .unmatched: report(path, .badStringBraces(text, in: key, placeholders: names))
      }
    } else if let required = InterfaceStrings.requiredPlaceholders[key], !text.contains("{\(required)}") {
      report(path, .messageNeedsPlaceholder(key, text: text, placeholder: required))
    }
  }
}
