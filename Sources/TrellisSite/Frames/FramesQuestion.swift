/// One question of `trellis frames --questions FILE`: a section of the site, the container it is
/// solved in, and what a browser measured on its estimated axes. The file is a JSON array of them.
package struct FramesQuestion: Decodable, Sendable {
  /// The section's id, and the page holding it when several pages have one.
  package var section: String
  package var page: String?
  /// The container (the page's width, the viewport's height), in CSS pixels.
  package var width: Double
  package var height: Double
  /// The number of items (default: the section's own count).
  package var items: Int?
  /// Sizes measured in a browser, as `--measured` holds them.
  package var measured: MeasuredSizesFile?

  enum CodingKeys: String, CodingKey { case section, page, width, height, items, measured }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    section = try container.decode(String.self, forKey: .section)
    page = try container.decodeIfPresent(String.self, forKey: .page)
    width = try container.decode(Double.self, forKey: .width)
    height = try container.decode(Double.self, forKey: .height)
    items = try container.decodeIfPresent(Int.self, forKey: .items)
    measured = try container.decodeIfPresent(MeasuredSizesFile.self, forKey: .measured)
    for (key, value) in [(CodingKeys.width, width), (.height, height)] where !Self.isContainerLength(value) {
      throw DecodingError.problem(.notAContainerLength(value), forKey: key, in: container)
    }
    if let items, !Self.isItemCount(items) {
      throw DecodingError.problem(.negativeItemCount(items), forKey: .items, in: container)
    }
  }

  /// Whether `length` can be a container's width or height: positive and finite. (The rules of a
  /// question, which `trellis frames` also applies to its own options.)
  package static func isContainerLength(_ length: Double) -> Bool { length > 0 && length.isFinite }
  /// Whether `count` can be a section's item count: at least 0.
  package static func isItemCount(_ count: Int) -> Bool { count >= 0 }
}
