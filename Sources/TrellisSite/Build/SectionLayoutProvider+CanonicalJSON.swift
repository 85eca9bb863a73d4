import Foundation
import TrellisLayout

extension SectionLayoutProvider {
  /// The layout in site.json's layout form, with sorted keys and every value that is the
  /// default left out: what `trellis layout --layout FILE` prints, and the Trellis module's
  /// `json`.
  package var canonicalJSON: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
    // The layout model encodes through `Encoder` alone and throws nothing of its own; numbers are
    // finite (the model refuses others when decoding).
    guard let data = try? encoder.encode(self) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
