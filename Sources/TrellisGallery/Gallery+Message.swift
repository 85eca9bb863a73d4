extension Gallery.Language {
  /// One of the words Trellis writes on pages (site.json's `strings`): a text, or, for a string
  /// that counts (`itemCount`, `matchCount`), a text for each of CLDR's plural categories the
  /// language's counts take.
  ///
  ///     "searchTitle": "検索",
  ///     "itemCount": "{count}個",
  ///     "matchCount": {"one": "{count} элемент найден", "few": "{count} элемента найдено",
  ///                    "many": "{count} элементов найдено"}
  ///
  /// A message puts its placeholders (`{count}`, `{title}`) where the language wants them. A
  /// counted string may be one text when the language's counts take one form (Japanese, Korean);
  /// otherwise it needs a form for each category its language's counts take, which the build
  /// checks against CLDR's plural rules.
  public enum Message: Sendable, Hashable, ExpressibleByStringLiteral {
    /// One text, whatever the count.
    case text(String)
    /// A text for each plural category: `zero`, `one`, `two`, `few`, `many`, `other`.
    case plural([String: String])

    /// A text.
    public init(stringLiteral value: String) { self = .text(value) }
  }
}

extension Gallery.Language.Message: Codable {
  /// Decodes a string, or an object of plural categories' texts.
  public init(from decoder: any Decoder) throws {
    if let text = try? decoder.singleValueContainer().decode(String.self) {
      self = .text(text)
    } else {
      self = .plural(try decoder.singleValueContainer().decode([String: String].self))
    }
  }

  /// Encodes a string, or an object of plural categories' texts.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .text(let text): try container.encode(text)
    case .plural(let forms): try container.encode(forms)
    }
  }
}
