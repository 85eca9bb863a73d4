extension LanguageTag {
  /// ``isValid(_:)`` as a pattern, ignoring case: the grammar of RFC 5646 section 2.1, or one of
  /// the irregular tags. (Whether the subtags are registered is CLDR's, not the schema's.)
  static var pattern: String {
    let letter = "[A-Za-z]"
    let alphanumeric = "[A-Za-z0-9]"
    let language = "\(letter){2,3}(?:-\(letter){3}){0,3}|\(letter){5,8}"
    let script = "(?:-\(letter){4})?"
    let region = "(?:-(?:\(letter){2}|[0-9]{3}))?"
    let variants = "(?:-(?:\(alphanumeric){5,8}|[0-9]\(alphanumeric){3}))*"
    let extensions = "(?:-[0-9A-WYZa-wyz](?:-\(alphanumeric){2,8})+)*"
    let privateUse = "[Xx](?:-\(alphanumeric){1,8})+"
    let irregular = irregularTags.sorted().map { tag in
      tag.map { $0.isLetter ? "[\($0.uppercased())\($0)]" : String($0) }.joined()
    }
    let tag = "(?:\(language))\(script)\(region)\(variants)\(extensions)(?:-\(privateUse))?"
    return "^(?:\(([tag, privateUse] + irregular).joined(separator: "|")))$"
  }
}
