import TrellisData
import TrellisLayout

/// One page of the site: an ordered list of sections, or segments of sections with a segmented
/// control to switch between them (the Characters page's universe switcher).
///
///     {"id": "explorer", "title": "Emoji Explorer", "sections": [...]}
///     {"id": "characters", "title": "Characters",
///      "segments": [{"id": "wonderland", "title": "Wonderland", "sections": [...]}, ...]}
package struct PageDescription: Decodable, Sendable {
  /// The page's file name without `.html`.
  package var id: Located<String>
  package var title: String
  /// A sentence under the title, if any.
  package var summary: String?
  /// Overrides the site's inter-section spacing.
  package var layoutConfiguration: LayoutConfiguration?
  package var segments: [SegmentDescription]
  /// Whether the page has a segmented control (it was declared with `segments`).
  package var isSegmented: Bool
  /// What the page is repeated over, if it is (one page per category or universe).
  package var expand: Located<PageExpansion>?
  /// At most this many items a page: the rest go to pages 2, 3 … (`ID-2.html`).
  package var pageSize: Located<Int>?

  enum CodingKeys: String, CodingKey {
    case id, title, summary, layoutConfiguration, sections, segments, expand, pageSize
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Located<String>.self, forKey: .id)
    try validateIdentifier(id.value, forKey: .id, in: container)
    title = try container.decode(String.self, forKey: .title)
    summary = try container.decodeIfPresent(String.self, forKey: .summary)
    layoutConfiguration = try container.decodeIfPresent(LayoutConfiguration.self, forKey: .layoutConfiguration)
    expand = try container.decodeIfPresent(Located<PageExpansion>.self, forKey: .expand)
    pageSize = try container.decodeIfPresent(Located<Int>.self, forKey: .pageSize)
    if let pageSize, !(1...1_000_000).contains(pageSize.value) {
      throw DecodingError.problem(.pageSizeOutOfRange(pageSize.value), forKey: .pageSize, in: container)
    }
    switch (container.contains(.sections), container.contains(.segments)) {
    case (true, false):
      let sections = try container.decode([SectionDescription].self, forKey: .sections)
      segments = [SegmentDescription(id: id.value, title: title, sections: sections)]
      isSegmented = false
    case (false, true):
      segments = try container.decode([SegmentDescription].self, forKey: .segments)
      isSegmented = true
      if segments.isEmpty {
        throw DecodingError.problem(.noSegments, forKey: .segments, in: container)
      }
    default:
      throw DecodingError.problem(.sectionsOrSegments, at: container.codingPath)
    }
    if isSegmented, pageSize != nil {
      throw DecodingError.problem(.segmentedNotPaginated, forKey: .pageSize, in: container)
    }
  }

  /// Every section of the page, across segments, in order.
  package var sections: [SectionDescription] { segments.flatMap(\.sections) }
}

/// A group of sections shown one at a time on a segmented page.
package struct SegmentDescription: Decodable, Sendable {
  package var id: String
  package var title: String
  package var sections: [SectionDescription]

  enum CodingKeys: String, CodingKey { case id, title, sections }

  package init(id: String, title: String, sections: [SectionDescription]) {
    self.id = id
    self.title = title
    self.sections = sections
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    try validateIdentifier(id, forKey: .id, in: container)
    title = try container.decode(String.self, forKey: .title)
    sections = try container.decode([SectionDescription].self, forKey: .sections)
  }
}

/// Identifiers become file names and HTML ids, so they are kept to a safe alphabet.
func validateIdentifier<Key: CodingKey>(
  _ identifier: String, forKey key: Key, in container: KeyedDecodingContainer<Key>
) throws {
  let isValid =
    !identifier.isEmpty
    && identifier.unicodeScalars.allSatisfy {
      ($0 >= "a" && $0 <= "z") || ($0 >= "A" && $0 <= "Z") || ($0 >= "0" && $0 <= "9") || $0 == "-" || $0 == "_"
    }
    && identifier.first != "-"
  if !isValid {
    throw DecodingError.problem(.invalidIdentifier(identifier), forKey: key, in: container)
  }
}
