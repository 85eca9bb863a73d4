import Testing

@testable import TrellisLanguage

@Suite struct UnicodeScriptTests {
  @Test func codes() {
    #expect(UnicodeScript.code(of: "가") == "Hang")
    #expect(UnicodeScript.code(of: "あ") == "Hira")
    #expect(UnicodeScript.code(of: "ア") == "Kana")
    #expect(UnicodeScript.code(of: "漢") == "Hani")
    #expect(UnicodeScript.code(of: "a") == "Latn")
    #expect(UnicodeScript.code(of: "ع") == "Arab")
    #expect(UnicodeScript.code(of: "1") == "Zyyy")
    #expect(UnicodeScript.code(of: "\u{301}") == "Zinh")
    #expect(UnicodeScript.code(of: "\u{0}") == "Zyyy")
    #expect(UnicodeScript.code(of: "\u{E000}") == nil)
    #expect(UnicodeScript.code(of: "\u{10FFFF}") == nil)
  }

  @Test func dominantScript() {
    #expect(UnicodeScript.dominant(in: ["웃는 얼굴", "하트"]) == "Hang")
    #expect(UnicodeScript.dominant(in: ["韓國語 한국어"]) == "Kore")
    #expect(UnicodeScript.dominant(in: ["日本語のテキスト"]) == "Jpan")
    #expect(UnicodeScript.dominant(in: ["中文"]) == "Hani")
    #expect(UnicodeScript.dominant(in: ["Smiling face 123", "ok"]) == "Latn")
    #expect(UnicodeScript.dominant(in: ["123 !?", ""]) == nil)
    #expect(UnicodeScript.dominant(in: [String]()) == nil)
  }

  @Test func fits() {
    #expect(UnicodeScript.script("Hang", fits: "Kore"))
    #expect(UnicodeScript.script("Hani", fits: "Kore"))
    #expect(!UnicodeScript.script("Hang", fits: "Latn"))
    #expect(UnicodeScript.script("Hira", fits: "Jpan"))
    #expect(UnicodeScript.script("Hani", fits: "Hant"))
    #expect(UnicodeScript.script("Latn", fits: "Latn"))
    #expect(!UnicodeScript.script("Latn", fits: "Kore"))
  }
}
