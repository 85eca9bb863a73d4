import TrellisData
import TrellisLayout

/// Sizes measured in a browser, fed back to the solver for estimated axes, as `trellis frames
/// --measured FILE` reads them:
///
///     {"items": {"0": {"height": 52.5}, "3": {"width": 80, "height": 61}},
///      "headers": {"0": {"height": 40}}, "footers": {}, "emptyMessage": {"height": 44}}
///
/// `emptyMessage` is the message an empty section shows, when it has one.
package struct MeasuredSizesFile: Decodable, Sendable {
  package var sizes: MeasuredSizes

  enum CodingKeys: String, CodingKey { case items, headers, footers, emptyMessage }

  struct Size: Decodable {
    var width: Double?
    var height: Double?
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func measured(_ size: Size, _ key: CodingKeys) throws -> MeasuredSize {
      for value in [size.width, size.height].compactMap({ $0 }) where !(value >= 0) {
        throw DecodingError.problem(.negativeMeasuredSize(value), forKey: key, in: container)
      }
      return MeasuredSize(width: size.width, height: size.height)
    }
    func read(_ key: CodingKeys) throws -> [Int: MeasuredSize] {
      guard let entries = try container.decodeIfPresent([String: Size].self, forKey: key) else { return [:] }
      var sizes: [Int: MeasuredSize] = [:]
      for (name, size) in entries {
        guard let index = Int(name), index >= 0 else {
          throw DecodingError.problem(.notAnItemIndex(name), forKey: key, in: container)
        }
        sizes[index] = try measured(size, key)
      }
      return sizes
    }
    let message = try container.decodeIfPresent(Size.self, forKey: .emptyMessage)
    sizes = MeasuredSizes(
      items: try read(.items), headers: try read(.headers), footers: try read(.footers),
      emptyMessage: try message.map { try measured($0, .emptyMessage) })
  }
}
