import Foundation
import TrellisData
import TrellisLayout

/// The layout fixtures, `Tests/Fixtures/layouts/*.json`: a layout each, or a kept generated case
/// (``KeptCase``, the `found-*.json` files) that holds its layout under `"layout"`.
public enum LayoutFixtures {
  /// The folder of the fixtures.
  public static let directory = TestSupport.fixture("layouts")

  /// Every fixture's file name, sorted. Throws when the folder cannot be read or holds none, so
  /// that a test over the fixtures fails instead of checking nothing.
  public static func names() throws -> [String] {
    let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".json") }
    guard !names.isEmpty else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: directory + "/*.json"])
    }
    return names.sorted()
  }

  /// Whether the fixture is a kept generated case.
  public static func isKeptCase(_ name: String) -> Bool { name.hasPrefix("found-") }

  /// The path of a fixture.
  public static func path(_ name: String) -> String { directory + "/" + name }

  /// A fixture's layout: the file itself, or the `layout` of a kept case.
  public static func provider(_ name: String) throws -> SectionLayoutProvider {
    let file = try SourceFile.read(path: path(name))
    guard isKeptCase(name) else { return try JSONValueDecoder().decode(SectionLayoutProvider.self, from: file) }
    return try JSONValueDecoder().decode(KeptCase.self, from: file).layout
  }

  /// A fixture's layout as JSON text: the file's own text, or a kept case's `layout` written out
  /// on its own.
  public static func layoutText(_ name: String) throws -> String {
    let data = try Data(contentsOf: URL(fileURLWithPath: path(name)))
    guard isKeptCase(name) else { return String(decoding: data, as: UTF8.self) }
    guard let kept = try JSONSerialization.jsonObject(with: data) as? [String: Any], let layout = kept["layout"] else {
      throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: path(name)])
    }
    return String(decoding: try JSONSerialization.data(withJSONObject: layout), as: UTF8.self)
  }
}

/// A kept generated case (written by Tests/Browser/generative.py): the layout it found a
/// difference in, with the item count, cell, headers and viewports it was found with.
public struct KeptCase: Decodable, Sendable {
  /// The seed, case and viewport it was found at.
  public var found: String
  public var items: Int
  public var cell: String
  public var header: Bool
  public var footer: Bool
  public var viewports: [[Double]]?
  public var failure: String?
  /// "rtl" for a case found on a right-to-left page.
  public var direction: String?
  /// The section's width (`"readable"`), when it is not the page's.
  public var width: String?
  /// What the section shows when it has no items.
  public var emptyMessage: String?
  public var layout: SectionLayoutProvider
}
