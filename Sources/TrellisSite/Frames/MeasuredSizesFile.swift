import TrellisData
import TrellisLayout

/// Sizes measured in a browser, fed back to the solver for estimated axes, as `trellis frames
/// --measured FILE` reads them:
///
///     {"items": {"0": {"height": 52.5}, "3": {"width": 80, "height": 61}},
///      "headers": {"0": {"height": 40}}, "footers": {}}
package struct MeasuredSizesFile: Decodable, Sendable {
  package var sizes: MeasuredSizes

  enum CodingKeys: String, CodingKey { case items, headers, footers }

  struct Size: Decodable {
    var width: Double?
    var height: Double?
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func read(_ key: CodingKeys) throws -> [Int: MeasuredSize] {
      guard let entries = try container.decodeIfPresent([String: Size].self, forKey: key) else { return [:] }
      var sizes: [Int: MeasuredSize] = [:]
      for (name, size) in entries {
        guard let index = Int(name), index >= 0 else {
          throw DecodingError.problem(.notAnItemIndex(name), forKey: key, in: container)
        }
        for value in [size.width, size.height].compactMap({ $0 }) where !(value >= 0) {
          throw DecodingError.problem(.negativeMeasuredSize(value), forKey: key, in: container)
        }
        sizes[index] = MeasuredSize(width: size.width, height: size.height)
      }
      return sizes
    }
    sizes = MeasuredSizes(items: try read(.items), headers: try read(.headers), footers: try read(.footers))
  }
}
