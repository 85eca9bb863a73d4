import PropertyBased
import Testing
import TrellisDiagnostics
import TrellisTestSupport

@testable import TrellisData

/// Parses `text` as a JSON tree and returns the error it throws, printed as a diagnostic.
private func parseError(_ text: String, file: String = "t.json") -> String? {
  let source = SourceFile(name: file, text: text)
  do {
    _ = try JSONValue.parse(source)
    return nil
  } catch {
    return error.diagnostic(in: source).description
  }
}

/// t.json, parsed as a JSON tree.
private let jsonTree = MarkedInput(file: "t.json") { text in
  let source = SourceFile(name: "t.json", text: text)
  do throws(JSONError) { _ = try JSONValue.parse(source) } catch { throw DiagnosticError(error.diagnostic(in: source)) }
}

private func parseError(bytes: [UInt8]) -> String? {
  let source = SourceFile(name: "t.json", bytes: bytes)
  do {
    _ = try JSONValue.parse(source)
    return nil
  } catch {
    return error.diagnostic(in: source).description
  }
}

@Suite struct JSONScannerTests {
  @Test func parsesEveryKindOfValue() throws {
    let value = try JSONValue.parse(
      SourceFile(name: "t.json", text: #"{"a": [1, -2.5e2, "x\n\u00e9\ud83d\ude00", true, false, null], "b": {}}"#))
    guard case .object(let object) = value.storage, case .array(let elements)? = object["a"]?.storage else {
      Issue.record("expected an object holding an array")
      return
    }
    #expect(elements.map(\.kind) == [.number, .number, .string, .bool, .bool, .null])
    guard case .number(let number) = elements[1].storage, case .string(let string) = elements[2].storage else {
      Issue.record("wrong storage")
      return
    }
    #expect(number == -250)
    #expect(string == "x\né😀")
    #expect(object["b"]?.kind == .object)
  }

  @Test func recordsOffsetsOfValues() throws {
    let value = try JSONValue.parse(SourceFile(name: "t.json", text: "{\n  \"key\": [10, 20]\n}"))
    guard case .object(let object) = value.storage, let member = object.member(named: "key") else {
      Issue.record("expected key")
      return
    }
    #expect(member.keyOffset == 4)
    #expect(member.value.offset == 11)
  }

  @Test func emptyFile() {
    jsonTree.expectError("‸", "the file is empty; expected a JSON value [json.emptyFile]")
    jsonTree.expectError("  \n ‸", "the file is empty; expected a JSON value [json.emptyFile]")
  }

  @Test func missingComma() {
    #expect(
      parseError("{\n  \"a\": 1\n  \"b\": 2\n}")
        == "t.json:3:3: error: expected ',' or '}' after an object member, found '\"' (at a) [json.expectedSeparator]")
  }

  @Test func trailingComma() {
    jsonTree.expectError("[1, 2‸,]", "trailing comma before ']' (at [1]) [json.trailingComma]")
    jsonTree.expectError("{\"a\": 1‸,\n}", "trailing comma before '}' (at a) [json.trailingComma]")
  }

  @Test func unterminatedString() {
    jsonTree.expectError("{\"a\": ‸\"abc", "unterminated string (at a) [json.unterminatedString]")
  }

  @Test func unterminatedObject() {
    jsonTree.expectError("{\"a\": 1‸", "unexpected end of file; expected ',' or '}' (at a) [json.unexpectedEnd]")
  }

  @Test func badLiteralAndNumbers() {
    jsonTree.expectError("[‸tru]", "invalid literal; expected true (at [0]) [json.invalidLiteral]")
    jsonTree.expectError("[‸01]", "invalid number: leading zeros are not allowed (at [0]) [json.invalidNumber]")
    jsonTree.expectError("[‸1.]", "invalid number: expected a digit after '.' (at [0]) [json.invalidNumber]")
    jsonTree.expectError("[‸1e999]", "number out of range (at [0]) [json.numberOutOfRange]")
    jsonTree.expectError("[‸+1]", "unexpected '+'; expected a JSON value (at [0]) [json.unexpectedCharacter]")
  }

  @Test func controlCharactersAndEscapes() {
    #expect(
      parseError("[\"a\tb\"]")
        == "t.json:1:4: error: control character in a string (escape it, e.g. \\n or \\u0009) (at [0]) [json.controlCharacter]"
    )
    #expect(parseError(#"["\q"]"#) == "t.json:1:3: error: invalid escape sequence '\\q' (at [0]) [json.invalidEscape]")
    #expect(
      parseError(#"["\ud800"]"#) == "t.json:1:3: error: unpaired surrogate \\ud800 (at [0]) [json.unpairedSurrogate]")
  }

  @Test func columnsCountScalarsNotBytes() {
    // "😀" is four UTF-8 bytes but one column.
    jsonTree.expectError("[\"😀\", ‸x]", "unexpected 'x'; expected a JSON value (at [1]) [json.unexpectedCharacter]")
  }

  @Test func invalidUTF8IsLocated() {
    let bytes = Array("{\n  \"a\": \"".utf8) + [0xC3, 0x28] + Array("\"}".utf8)
    #expect(
      parseError(bytes: bytes) == "t.json:2:9: error: invalid UTF-8: the file must be UTF-8 encoded [json.invalidUTF8]")
    #expect(
      parseError(bytes: [0x5B, 0xED, 0xA0, 0x80, 0x5D])
        == "t.json:1:2: error: invalid UTF-8: the file must be UTF-8 encoded [json.invalidUTF8]")
  }

  @Test func duplicateKeysNameBothPlaces() {
    #expect(
      parseError("{\n  \"a\": 1,\n  \"a\": 2\n}")
        == "t.json:3:3: error: duplicate key \"a\" (at a) [json.duplicateKey]\nt.json:2:3: note: first seen here"
    )
  }

  @Test func garbageAfterTheValue() {
    jsonTree.expectError("{} ‸{}", "unexpected '{' after the end of the JSON value [json.trailingContent]")
  }

  @Test func byteOrderMarkIsTolerated() {
    #expect(parseError(bytes: [0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == nil)
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(parseError(text)?.contains("error: nesting deeper than 256 levels") == true)
  }

  /// Strings that could never reach a page are refused where they are: characters XML forbids
  /// (they failed the page's validation, reported against the output) and strings past 64 KiB
  /// (a 10 MB title overran libxml2's limit; a 3 MiB one built, and `validate` rejected it).
  @Test func stringsAPageCannotHoldAreLocated() {
    #expect(
      parseError(#"{"title": "A\u0000"}"#)
        == #"t.json:1:13: error: \u0000 is a character that cannot appear in a page (at title) [text.characterNoPageMayHold]"#
    )
    #expect(
      parseError(#"{"t": "\u001b[31m"}"#)
        == #"t.json:1:8: error: \u001b is a character that cannot appear in a page (at t) [text.characterNoPageMayHold]"#
    )
    #expect(parseError(#"["tab\tand\nline"]"#) == nil)
    let long = String(repeating: "x", count: JSONScanner.maximumStringLength + 1)
    #expect(
      parseError("[\"\(long)\"]") == "t.json:1:2: error: a string longer than 65536 bytes (at [0]) [json.stringTooLong]"
    )
    #expect(
      parseError("[\"\\n\(long)\"]")
        == "t.json:1:2: error: a string longer than 65536 bytes (at [0]) [json.stringTooLong]")
    #expect(parseError("[\"\(long.dropLast())\"]") == nil)
  }
  /// Every character no page may hold is an error where it is written, wherever it falls among
  /// characters a page may hold (which are read): a non-character written as itself (it passed,
  /// then failed the build 3,113 times) or escaped, alone or as a surrogate pair, in either case
  /// of hex digits; a forbidden control escaped. Generated strings, on generated lines.
  @Test func everyCharacterNoPageMayHoldIsAnErrorWhereItIsWritten() async {
    let nonCharacters = Array(UInt32(0xFDD0)...0xFDEF) + (0...16).flatMap { [$0 << 16 | 0xFFFE, $0 << 16 | 0xFFFF] }
    let controls = (UInt32(0)..<0x20).filter { ![0x09, 0x0A, 0x0D].contains($0) }
    #expect(nonCharacters.count == 66)
    // Their neighbours, and others, which a page may hold.
    let allowed: [UInt32] = [0x20, 0x41, 0x7F, 0xE9, 0xFDCF, 0xFDF0, 0xFFEF, 0xFFFD, 0x1F600, 0x1FFFD, 0x10FFFD]
    func escaped(_ value: UInt32, uppercase: Bool) -> String {
      func hex(_ unit: UInt32) -> String {
        let digits = String(unit, radix: 16, uppercase: uppercase)
        return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
      }
      guard value > 0xFFFF else { return hex(value) }
      return hex(0xD800 + ((value - 0x10000) >> 10)) + hex(0xDC00 + ((value - 0x10000) & 0x3FF))
    }
    await propertyCheck(
      input: Gen.element(of: nonCharacters + controls), Gen.int(in: 0..<allowed.count).array(of: 0...6),
      Gen.int(in: 0...2),
      Gen.int(in: 0...3)
    ) { bad, around, spelling, lines in
      guard let bad else { return }
      let before = around.prefix(around.count / 2).map { escaped(allowed[$0], uppercase: false) }.joined()
      let after = around.dropFirst(around.count / 2).map { String(Character(Unicode.Scalar(allowed[$0])!)) }.joined()
      let isRaw = spelling == 0 && PageCharacters.isNonCharacter(bad)
      let written = isRaw ? String(Character(Unicode.Scalar(bad)!)) : escaped(bad, uppercase: spelling == 2)
      let text =
        String(repeating: "[\n", count: lines) + "{\"k\": \"" + before + "‸" + written + after + "\"}"
        + String(repeating: "]", count: lines)
      let name = isRaw ? PageCharacters.name(Unicode.Scalar(bad)!) : written
      let path = isRaw ? "" : " (at " + String(repeating: "[0]", count: lines) + (lines > 0 ? "." : "") + "k)"
      jsonTree.expectError(
        text, "\(name) is a character that cannot appear in a page" + path + " [text.characterNoPageMayHold]")
      let replaced = text.replacing("‸" + written, with: escaped(0xFFFD, uppercase: false))
      #expect(parseError(replaced) == nil, "\(replaced)")
    }
    // The short escapes of controls a page may not hold.
    jsonTree.expectError(
      #"["a‸\bc"]"#, #"\b is a character that cannot appear in a page (at [0]) [text.characterNoPageMayHold]"#)
    jsonTree.expectError(
      #"["a\n‸\f"]"#, #"\f is a character that cannot appear in a page (at [0]) [text.characterNoPageMayHold]"#)
    #expect(parseError(#"["\t\n\r\/"]"#) == nil)
  }

  /// Strings are scanned eight bytes at a time until one may end the run: generated strings,
  /// with quotes, backslashes and control characters at every offset and alignment, and lengths
  /// at the limit, read as a byte-by-byte reading of JSON's grammar reads them.
  @Test func stringsReadAsAByteByByteReadingReadsThem() {
    enum Read: Equatable {
      case string([UInt8])
      case error(offset: Int)
    }
    // What the scanner must do with `"` followed by `body`: the bytes up to the closing quote
    // (the only escape generated is `\\"`), or where the first problem is (unterminated and too
    // long are reported at the opening quote, offset 0). The limit counts the string's bytes in
    // the file, escapes included.
    func reference(_ body: [UInt8]) -> Read {
      var output: [UInt8] = []
      var index = 0
      while index < body.count {
        let byte = body[index]
        if byte == UInt8(ascii: "\"") { return .string(output) }
        if byte == UInt8(ascii: "\\") {
          output.append(UInt8(ascii: "\""))
          index += 2
        } else if byte < 0x20 {
          return .error(offset: index + 1)
        } else {
          output.append(byte)
          index += 1
        }
        if index > JSONScanner.maximumStringLength { return .error(offset: 0) }
      }
      return .error(offset: 0)
    }
    func scanned(_ body: [UInt8]) -> Read {
      do {
        var scanner = try JSONScanner(SourceFile(name: "t.json", bytes: [UInt8(ascii: "\"")] + body))
        var output: [UInt8] = []
        try scanner.readString(appendingTo: &output)
        let viaBytes = try JSONScanner(SourceFile(name: "t.json", bytes: [UInt8(ascii: "\"")] + body))
        var second = viaBytes
        let copied = try second.readString { Array($0) }
        #expect(copied == output)
        return .string(output)
      } catch {
        return .error(offset: error.offset)
      }
    }
    // Pieces of a string's text: mostly plain letters (so that runs of eight are common), and
    // bytes that end a run or must not be in one.
    let special: [[UInt8]] = [
      [0x20], [0x7F], [0xC3, 0xA9], [0xF0, 0x9F, 0x98, 0x80], [0x1F], [0x00], [0x0A], [0x22], [0x5C, 0x22], [0x5B],
      [0x23], [0x1B],
    ]
    var random = SeededRandom(seed: 20_261_126)
    func next() -> Int { Int(truncatingIfNeeded: random.next() >> 33) }
    for round in 0..<4_000 {
      var body: [UInt8] = []
      let length = round % 50 == 0 ? JSONScanner.maximumStringLength - 9 + next() % 18 : next() % 40
      while body.count < length {
        if next() % 6 == 0 {
          body += special[next() % special.count]
        } else {
          body.append(UInt8(ascii: "a") + UInt8(next() % 26))
        }
      }
      if next() % 4 != 0 { body.append(UInt8(ascii: "\"")) }
      let expected = reference(body)
      let got = scanned(body)
      switch (expected, got) {
      case (.string, _): #expect(got == expected, "\(body)")
      case (.error(let offset), .error(let found)):
        // Offsets in the file: the body starts after the opening quote at 0.
        #expect(found == offset, "\(body)")
      default: Issue.record("expected \(expected), got \(got) for \(body)")
      }
    }
  }

  /// `nextKey(in:)` matches keys on bytes: it returns what `nextKey()` returns, escaped keys
  /// included, and names the same unknown key at the same place.
  @Test func keysMatchedOnBytesAreTheKeysRead() throws {
    let keys = JSONKeys(["id", "text", "title", "category", "subgroup", "keywords"])
    let spellings = [
      #""id""#, #""text""#, #""title""#, #""titles""#, #""titl""#, #""\u0069d""#, #""t\u0069tle""#, #""""#, #""ID""#,
      #""keywords""#, #""subgroup""#, #""category""#, #""idx""#,
    ]
    for (index, spelling) in spellings.enumerated() {
      let text = "{" + spelling + ": 1, " + spellings[(index + 3) % spellings.count] + ": 2}"
      var byName = try JSONScanner(SourceFile(name: "t.json", text: text))
      var byBytes = try JSONScanner(SourceFile(name: "t.json", text: text))
      try byName.beginObject()
      try byBytes.beginObject()
      while true {
        var name: String?
        var nameError: JSONError?
        do { name = try byName.nextKey() } catch { nameError = error }
        var position: Int?
        var bytesError: JSONError?
        do { position = try byBytes.nextKey(in: keys) } catch { bytesError = error }
        if let name, !keys.names.contains(name) {
          // nextKey() returns any key; nextKey(in:) throws for one not in the list.
          let expected = byName.unknownKey(name, expected: keys.names)
          #expect(bytesError?.offset == expected.offset && bytesError?.message == expected.message, "\(text)")
          break
        }
        #expect(nameError?.offset == bytesError?.offset, "\(text)")
        #expect(name.flatMap { keys.names.firstIndex(of: $0) } == position, "\(text)")
        guard name != nil, position != nil else { break }
        #expect(byName.path == byBytes.path)
        _ = try byName.readNumber()
        _ = try byBytes.readNumber()
      }
    }
  }
}
