import Testing

@testable import TrellisLayout

@Suite struct ListConfigurationTests {
  @Test func appliesDefaults() throws {
    let list = try decode(ListConfiguration.self, #"{"appearance": "insetGrouped"}"#)
    #expect(list == ListConfiguration(appearance: .insetGrouped))
    #expect(list.headerMode == .none && list.footerMode == .none)
    #expect(list.showsSeparators)
    #expect(list.leadingSwipeActions.isEmpty && list.trailingSwipeActions.isEmpty)
  }

  @Test func decodesEverything() throws {
    let list = try decode(
      ListConfiguration.self,
      """
      {"appearance": "sidebarPlain", "headerMode": "firstItemInSection", "footerMode": "supplementary",
       "showsSeparators": false,
       "leadingSwipeActions": [{"title": "Copy", "backgroundColor": "systemBlue", "copy": "text"}],
       "trailingSwipeActions": [{"title": "Open", "backgroundColor": "#ff8000",
                                 "link": "https://example.org/{id}?q={title}"},
                                {"title": "Delete", "style": "destructive", "copy": "id"}]}
      """)
    #expect(list.appearance == .sidebarPlain)
    #expect(list.headerMode == .firstItemInSection)
    #expect(list.footerMode == .supplementary)
    #expect(list.showsSeparators == false)
    #expect(
      list.leadingSwipeActions == [
        SwipeAction(title: "Copy", backgroundColor: .systemBlue, action: .copy(.text))
      ])
    let open = try #require(list.trailingSwipeActions.first)
    #expect(open.style == .normal)
    #expect(list.trailingSwipeActions.last?.style == .destructive)
    #expect(open.backgroundColor == .rgb(red: 255, green: 128, blue: 0))
    guard case .link(let template) = open.action else {
      Issue.record("expected a link action, got \(open.action)")
      return
    }
    #expect(template.placeholders == [.id, .title])
    #expect(template.expand { $0 == .id ? "42" : "Fox" } == "https://example.org/42?q=Fox")
  }

  @Test func requiresAnAppearance() {
    expectFailure(ListConfiguration.self, "{}", at: ["appearance"], saying: [])
  }

  @Test func rejectsAnUnknownAppearance() {
    expectFailure(
      ListConfiguration.self, #"{"appearance": "inset"}"#, at: ["appearance"],
      saying: [#"unknown appearance "inset""#, "insetGrouped"])
  }

  @Test func plainAppearancesPinHeaders() {
    #expect(
      ListConfiguration.Appearance.allCases.filter(\.pinsSupplementaryHeaders) == [
        .plain, .sidebarPlain,
      ])
  }

  @Test func rejectsABadColour() {
    expectFailure(
      ListConfiguration.self,
      #"{"appearance": "plain", "leadingSwipeActions": [{"title": "Go", "backgroundColor": "blue", "copy": "id"}]}"#,
      at: ["leadingSwipeActions", "[0]", "backgroundColor"],
      saying: [#"unknown colour "blue""#, "systemBlue", "#RRGGBB"])
  }

  @Test(arguments: ["#12345", "#GG0000", "#+1+2+3", "123456", "#1234567", "systemblue"])
  func rejectsMalformedColours(name: String) {
    #expect(SystemColor(name: name) == nil)
  }

  @Test func readsColoursBothWays() throws {
    #expect(SystemColor(name: "#0a0B0c") == .rgb(red: 10, green: 11, blue: 12))
    #expect(SystemColor.rgb(red: 10, green: 11, blue: 12).name == "#0A0B0C")
    for color in SystemColor.systemColors {
      #expect(try decode(SystemColor.self, "\"\(color.name)\"") == color)
    }
    #expect(SystemColor.systemColors.count == 10)
  }

  @Test func rejectsAnUnknownLinkPlaceholder() {
    expectFailure(
      SwipeAction.self, #"{"title": "Go", "link": "https://example.org/{slug}"}"#, at: ["link"],
      saying: [#"unknown placeholder "{slug}""#, "{id}, {text} or {title}"])
  }

  @Test(arguments: [
    ("https://example.org/{id", "unclosed"), ("https://example.org/id}", "unmatched"),
    ("", "must not be empty"),
  ])
  func rejectsMalformedLinkTemplates(template: String, problem: String) {
    #expect {
      try LinkTemplate(template)
    } throws: { error in
      (error as? LinkTemplateError)?.description.contains(problem) == true
    }
  }

  /// A style beside a colour would have no effect: refused at `style`.
  @Test func refusesAStyleBesideABackgroundColor() {
    expectFailure(
      SwipeAction.self, #"{"title": "Delete", "style": "destructive", "backgroundColor": "systemRed", "copy": "id"}"#,
      at: ["style"],
      saying: [
        #"give a swipe action "style" or "backgroundColor", not both: a style only chooses the action's colour (normal systemGray, destructive systemRed), which backgroundColor replaces"#
      ])
  }

  @Test func rejectsTwoActions() {
    expectFailure(
      SwipeAction.self, #"{"title": "Go", "copy": "id", "link": "https://example.org"}"#, at: [],
      saying: [#"a swipe action needs exactly one of "copy" or "link""#])
  }

  @Test func rejectsAnEmptyTitle() {
    expectFailure(
      SwipeAction.self, #"{"title": " ", "copy": "title"}"#, at: ["title"],
      saying: ["title must not be empty"])
  }

  @Test func rejectsAnUnknownCopyField() {
    expectFailure(
      SwipeAction.self, #"{"title": "Copy", "copy": "name"}"#, at: ["copy"],
      saying: [#"unknown item field "name""#, "text, title, id"])
  }
}
