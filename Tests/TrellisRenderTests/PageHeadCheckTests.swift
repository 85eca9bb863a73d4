import Testing
import TrellisDiagnostics

@testable import TrellisRender

/// A page template's head is held, when it is read, to the rules every page's head is checked
/// against, and a break is an error at the template's own line.
@Suite struct PageHeadCheckTests {
  private let page = BundledTemplates.all.first { $0.name == "page" }?.text ?? ""

  /// The page template with `addition` after its head's `{{{headHTML}}}`.
  private func error(adding addition: String) -> TemplateError? {
    let text = page.replacingOccurrences(of: "{{{headHTML}}}", with: "{{{headHTML}}}\n" + addition)
    do {
      let templates = try TemplateSet(overrides: ["page": (path: "Templates/page.mustache", text: text)])
      _ = try templates.compiled("page", fields: TemplateVariables.names(of: "page"), present: ["title", "script"])
      return nil
    } catch {
      return error
    }
  }

  private var additionLine: Int {
    (page.components(separatedBy: "{{{headHTML}}}")[0].split(separator: "\n", omittingEmptySubsequences: false).count)
      + 1
  }

  @Test func theBundledPageTemplatePasses() {
    #expect(error(adding: "") == nil)
  }

  @Test func safeAdditionsPass() {
    #expect(
      error(
        adding: #"<meta name="author" content="Ada"/><meta property="og:locale" content="en_GB"/>"#
          + #"<link rel="manifest" href="site.webmanifest"/><link rel="alternate" href="https://example.org/feed.xml"/>"#
      )
        == nil)
  }

  @Test(arguments: [
    (#"<meta http-equiv="refresh" content="0; url=https://example.com"/>"#, "<meta http-equiv> is not allowed"),
    ("<style>body { color: red }</style>", "<style> is not allowed"),
    (#"<script src="mine.js"></script>"#, "a page's only script is Trellis's own"),
    (
      #"<link rel="stylesheet" href="https://cdn.example.com/x.css"/>"#,
      "\"https://cdn.example.com/x.css\" would be loaded from elsewhere"
    ),
    (
      #"<link rel="icon" href="//cdn.example.com/x.png"/>"#,
      "\"//cdn.example.com/x.png\" would be loaded from elsewhere"
    ),
    (#"<link rel="prefetch" href="x.html"/>"#, "unknown link rel \"prefetch\""),
  ])
  func aBreakIsAnErrorAtItsLine(addition: String, message: String) {
    let found = error(adding: addition)
    #expect(found?.message.text.hasPrefix(message) == true, "\(String(describing: found))")
    #expect(found?.line == additionLine && found?.column == 1, "\(String(describing: found))")
  }
}
