import TrellisData
import TrellisGallery

extension Gallery.Page {
  /// Whether the page has a segmented control (it holds segments).
  package var isSegmented: Bool {
    if case .segments = content { true } else { false }
  }

  /// The page's segments: one, named as the page, for a page of sections.
  package var segments: [Gallery.Segment] {
    switch content {
    case .sections(let sections): [Gallery.Segment(id: id, title: title, sections: sections)]
    case .segments(let segments): segments
    }
  }

  /// Every section of the page, across segments, in order.
  package var sections: [Gallery.Section] { segments.flatMap(\.sections) }

  /// The page's segments, each with its sections and their paths, the page being at `path`:
  /// `pages[0].sections[2]`, or `pages[0].segments[1].sections[2]`.
  package func segmentsWithPaths(
    at path: [JSONPathComponent]
  ) -> [(segment: Gallery.Segment, sections: [(section: Gallery.Section, path: [JSONPathComponent])])] {
    func withPaths(_ sections: [Gallery.Section], at path: [JSONPathComponent]) -> [(
      section: Gallery.Section, path: [JSONPathComponent]
    )] {
      sections.enumerated().map { ($1, path + [.key("sections"), .index($0)]) }
    }
    switch content {
    case .sections(let sections):
      return [(Gallery.Segment(id: id, title: title, sections: sections), withPaths(sections, at: path))]
    case .segments(let segments):
      return segments.enumerated().map { index, segment in
        (segment, withPaths(segment.sections, at: path + [.key("segments"), .index(index)]))
      }
    }
  }
}
