import Testing
import TrellisTestSupport

@testable import TrellisRender

/// A cell is written with its frame and content templates joined into one
/// (``PageRenderer/joinedCell(_:frameShape:contentShape:)``): that must write what the frame with
/// the content written in its place writes, for every cell template, every shape of the content
/// and frames of every element, with values that need escaping.
@Suite struct JoinedCellTemplateTests {
  static let cellTemplates = TemplateSet.bundledNames.filter { $0.hasPrefix("cell-") }

  /// Frame shapes: each element (bits 0–2) with the template and content always there (bits 3
  /// and 9), and the other bits from a seeded random sequence.
  static let frameShapes: [Int] = {
    var random = SeededRandom(seed: 0x9E37_79B9_7F4A_7C15)
    var shapes: [Int] = []
    for element in 0..<3 {
      for _ in 0..<8 {
        let others =
          Int(truncatingIfNeeded: random.next() >> 40)
          & (1 << 4 | 1 << 5 | 1 << 6 | 1 << 7 | 1 << 8 | 1 << 10 | 1 << 11 | 1 << 12 | 1 << 13)
        shapes.append(1 << element | 1 << 3 | 1 << 9 | others)
      }
    }
    return shapes
  }()

  static func value(_ field: Int) -> String { "v\(field) & <b> \"q\" 'a' ü 😛" }

  @Test func aJoinedTemplateWritesWhatTheFrameAroundTheContentWrites() throws {
    let renderer = PageRenderer(templates: try TemplateSet())
    #expect(Self.cellTemplates.count >= 6)
    var compared = 0
    for name in Self.cellTemplates {
      for contentShape in 0..<(1 << CellContent.fields.count) {
        for frameShape in Self.frameShapes {
          let frame = try renderer.shaped(
            .cellFrame, "frame-cell", fields: PageRenderer.cellFrameFields, shape: frameShape)
          let content = try renderer.shaped(.cell, name, fields: CellContent.fields, shape: contentShape)
          var nested = ""
          frame.render(
            { $0 == 3 ? name : Self.value($0) }, into: &nested,
            html: { field, html in
              if field == 9 { content.render({ Self.value(PageRenderer.contentFieldBase + $0) }, into: &html) }
            })
          let joined = try renderer.joinedCell(name, frameShape: frameShape, contentShape: contentShape)
          var written = ""
          // The content's own HTML fields (a card's preview) are written by the renderer, as values.
          joined.render(
            { $0 == 3 ? "not a constant" : Self.value($0) }, into: &written,
            html: { field, html in if field >= PageRenderer.contentFieldBase { html += Self.value(field) } })
          #expect(written == nested, "\(name), frame \(frameShape), content \(contentShape)")
          compared += 1
        }
      }
    }
    #expect(compared == Self.cellTemplates.count * (1 << CellContent.fields.count) * 24)
  }

  /// Consecutive literals are joined: the grid cell is five pieces (three of HTML, the title
  /// and the text), not nine.
  @Test func aJoinedGridCellIsFivePieces() throws {
    let renderer = PageRenderer(templates: try TemplateSet())
    let joined = try renderer.joinedCell("cell-grid", frameShape: 1 | 1 << 3 | 1 << 9, contentShape: 3)
    #expect(joined.pieces.count == 5)
    var written = ""
    joined.render({ $0 == 32 ? "😛" : $0 == 33 ? "tongue & <b>" : "" }, into: &written, html: { _, _ in })
    #expect(
      written
        == "<li class=\"t-cell cell-grid\"><span class=\"cell-emoji\" role=\"img\" aria-label=\"tongue &amp; &lt;b&gt;\">😛</span>\n</li>\n"
    )
  }
}
