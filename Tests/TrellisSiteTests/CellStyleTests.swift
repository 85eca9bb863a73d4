import Foundation
import Testing
import TrellisData
import TrellisTestSupport

@testable import TrellisSite

/// The diagnostics of loading a copy of the bundled site with its site.json replaced; a `‸` marks
/// where an error is expected, and an error at the Nth marker is printed `site.json:‸N: error: …`.
private func loadErrors(_ siteJSON: String) throws -> [String] {
  let (unmarked, markers) = TestSupport.unmarked(siteJSON)
  let directory = try TestSupport.siteCopy(replacing: ["site.json": unmarked])
  do {
    _ = try LoadedSite.load(directory: directory)
    return []
  } catch {
    return error.diagnostics.map {
      TestSupport.namingMarkers(
        ["site.json": markers], in: $0.description.replacingOccurrences(of: directory + "/", with: ""))
    }
  }
}

/// A minimal site.json around one section declaration.
private func site(_ section: String) -> String {
  """
  {"title": "T", "data": {"emoji": "emoji.json", "characters": "characters.json"},
   "pages": [{"id": "p", "title": "P", "sections": [
  \(section)
  ]}]}
  """
}

/// A section's `cell` as UIKit's content styles and accessories, and its header and footer as
/// UIKit's header styles: what site.json accepts, and where it says what it refuses.
@Suite struct CellStyleTests {
  @Test func aCellTakesAStyleAndAccessories() throws {
    let json = site(
      #"""
      {"id": "a", "data": {"emoji": {"category": "recents"}},
       "layout": {"list": {"appearance": "insetGrouped", "headerMode": "supplementary"}},
       "cell": {"style": "subtitleCell", "accessories": ["delete", {"label": {"text": "in {value}"}}, "checkmark"]},
       "header": "groupedHeader"},
      {"id": "b", "data": {"emoji": {"category": "recents"}}, "layout": {"preset": "plainList"}, "cell": "valueCell"}
      """#)
    let directory = try TestSupport.siteCopy(replacing: ["site.json": json])
    let sections = try LoadedSite.load(directory: directory).pages[0].sections
    #expect(sections.map(\.cell) == [.subtitleCell, .valueCell])
    #expect(sections.map { $0.cell.templateName } == ["cell-subtitle", "cell-value"])
    let accessories = sections[0].declaration.accessories
    #expect(accessories.map(\.name) == ["delete", "label", "checkmark"])
    #expect(accessories.map(\.isLeading) == [true, false, false])
    guard case .label(let template) = accessories[1] else {
      Issue.record("expected a label")
      return
    }
    let text = try CellLabelText(template)
    #expect(text.expand { $0 == .value ? "Recents" : "?" } == "in Recents")
    #expect(sections[0].declaration.header == .groupedHeader)
    #expect(sections[1].declaration.accessories.isEmpty)
  }

  @Test func anUnknownStyleIsLocated() throws {
    let errors = try loadErrors(
      site(
        #"{"id": "a", "data": {"emoji": {}}, "layout": {"preset": "plainList"}, "cell": {"style": ‸"subtitleCel"}}"#))
    #expect(errors.count == 1)
    #expect(
      errors.first?.hasPrefix(
        #"site.json:‸1: error: unknown cell "subtitleCel"; did you mean "subtitleCell"? (expected one of: grid, list, "#
      )
        == true)
    #expect(errors.first?.hasSuffix("(at pages[0].sections[0].cell.style) [site.unknownCell]") == true)
  }

  @Test func anUnknownAccessoryIsLocated() throws {
    let errors = try loadErrors(
      site(
        #"""
        {"id": "a", "data": {"emoji": {}}, "layout": {"preset": "plainList"},
         "cell": {"style": "cell", "accessories": ["delete", ‸"checkmrk"]}}
        """#))
    #expect(
      errors == [
        #"site.json:‸1: error: unknown accessory "checkmrk"; did you mean "checkmark"? (expected one of: disclosureIndicator, outlineDisclosure, checkmark, label, detail, delete, reorder, multiselect) (at pages[0].sections[0].cell.accessories[1]) [site.unknownAccessory]"#
      ])
  }

  @Test func badAccessoryDeclarationsAreLocated() throws {
    let cases: [(String, String)] = [
      (
        #"["disclosureIndicator", ‸"disclosureIndicator"]"#,
        #"the accessory "disclosureIndicator" is declared twice in this cell; a cell shows each accessory once (at pages[0].sections[0].cell.accessories[1]) [site.accessoryTwice]"#
          + "\nsite.json:4:44: note: first seen here (at pages[0].sections[0].cell.accessories[0])"
      ),
      (
        #"[‸"label"]"#,
        #"a label accessory needs its text: {"label": {"text": "{subtitle}"}} (at pages[0].sections[0].cell.accessories[0]) [site.labelNeedsText]"#
      ),
      (
        #"[{"checkmark": ‸{}}]"#,
        #"only the label accessory takes options; write "checkmark" as a string (at pages[0].sections[0].cell.accessories[0].checkmark) [site.accessoryTakesNoOptions]"#
      ),
      (
        #"[{"label": {"text": ‸"{job}"}}]"#,
        #"unknown label placeholder "job" (expected one of: title, subtitle, value, text) (write them in braces: {subtitle}) (at pages[0].sections[0].cell.accessories[0].label.text) [site.unknownLabelPlaceholder]"#
      ),
    ]
    for (accessories, message) in cases {
      let errors = try loadErrors(
        site(
          """
          {"id": "a", "data": {"emoji": {}}, "layout": {"preset": "plainList"},
           "cell": {"style": "cell", "accessories": \(accessories)}}
          """))
      #expect(errors == ["site.json:‸1: error: " + message])
    }
  }

  @Test func anOutlineDrawsItsOwnDisclosure() throws {
    let errors = try loadErrors(
      site(
        #"""
        {"id": "a", "data": {"emojiOutline": {}}, "layout": {"list": {"appearance": "sidebar"}},
         "cell": {"style": "sidebarCell", "accessories": [‸"outlineDisclosure"]}}
        """#))
    #expect(errors.count == 1)
    #expect(
      errors.first?.hasPrefix(
        "site.json:‸1: error: an outline's parent rows already draw the outline disclosure") == true)
  }

  @Test func headersTakeHeaderStylesAndFootersFooterStyles() throws {
    let cases: [(String, String)] = [
      (
        #""header": ‸"groupedFooter", "footer": "groupedFooter""#,
        #""groupedFooter" is a footer style; a header takes header, plainHeader, groupedHeader, prominentInsetGroupedHeader or extraProminentInsetGroupedHeader (at pages[0].sections[0].header) [site.footerStyleInHeader]"#
      ),
      (
        #""header": "header", "footer": ‸"plainHeader""#,
        #""plainHeader" is a header style; a footer takes footer, plainFooter or groupedFooter (at pages[0].sections[0].footer) [site.headerStyleInFooter]"#
      ),
      (
        #""header": ‸"groupedHeadr", "footer": "footer""#,
        #"unknown header or footer "groupedHeadr"; did you mean "groupedHeader"? (expected one of: none, title, titleWithCount, progress, largeProgress, separator, header, footer, plainHeader, plainFooter, groupedHeader, groupedFooter, prominentInsetGroupedHeader, extraProminentInsetGroupedHeader) (at pages[0].sections[0].header) [site.unknownSupplementary]"#
      ),
    ]
    for (keys, message) in cases {
      let errors = try loadErrors(
        site(
          """
          {"id": "a", "data": {"emoji": {}},
           "layout": {"list": {"appearance": "grouped", "headerMode": "supplementary", "footerMode": "supplementary"}},
           \(keys)}
          """))
      #expect(errors == ["site.json:‸1: error: " + message])
    }
  }
}
