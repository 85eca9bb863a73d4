import Testing
import TrellisDiagnostics

/// Paths are taken apart by scalars: a combining mark after a slash (one Character with it)
/// does not hide the slash from the file system. Found by fuzzing the static folder's walk.
@Suite struct PathTextTests {
  @Test func aCombiningMarkDoesNotHideASlash() {
    let path = "a/\u{301}b/c"
    // What String's own Character search sees: no slash in the first two names, two names in all.
    #expect(!"a/\u{301}b".contains("/"))
    #expect(path.split(separator: "/").count == 2)
    #expect(PathText.components(path) == ["a", "\u{301}b", "c"])
    #expect(PathText.containsSlash("/\u{301}"))
    #expect(PathText.split(path) == ("a/\u{301}b", "c"))
    #expect(PathText.split("/\u{301}x") == ("", "\u{301}x"))
  }

  @Test func emptyNamesAreKeptWhenAsked() {
    #expect(PathText.components("/a//b/") == ["a", "b"])
    #expect(PathText.components("/a//b/", keepingEmpty: true) == ["", "a", "", "b", ""])
    #expect(PathText.split("name") == ("", "name"))
  }
}
