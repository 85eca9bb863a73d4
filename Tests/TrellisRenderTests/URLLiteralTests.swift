import Testing

@testable import TrellisRender

/// A link template's own text is written as a URL holds it, so that a page is valid whatever the
/// template says: what a URL may hold raw is kept, anything else is percent-encoded.
@Suite struct URLLiteralTests {
  @Test func whatAURLMayHoldRawIsKept() {
    let url = "https://example.org/a-b_c.d~e/?q=1&r=(2)*3,4;x=y+z#top:[::1]@!$'"
    #expect(urlLiteralEncoded(url) == url)
    #expect(urlLiteralEncoded("https://example.org/caf%C3%A9") == "https://example.org/caf%C3%A9")
  }

  @Test func anythingElseIsPercentEncoded() {
    #expect(urlLiteralEncoded("mailto:?subject=Hello there") == "mailto:?subject=Hello%20there")
    #expect(urlLiteralEncoded(#"https://x.org/?q="a"<b>\c^d`e|f"#) == "https://x.org/?q=%22a%22%3Cb%3E%5Cc%5Ed%60e%7Cf")
    #expect(urlLiteralEncoded("https://x.org/50%") == "https://x.org/50%25")  // a lone percent sign
    #expect(urlLiteralEncoded("https://x.org/%zz") == "https://x.org/%25zz")
    #expect(urlLiteralEncoded("https://x.org/café") == "https://x.org/caf%C3%A9")
  }
}
