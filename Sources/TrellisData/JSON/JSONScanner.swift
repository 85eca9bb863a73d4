import TrellisDiagnostics

/// A pull parser for JSON that keeps the byte offset of every token and the JSON path of the
/// value it is reading, so that every error can say where it is.
///
/// Loaders of large files read with it directly, building their models as they go (no tree in
/// between); small files are read into a ``JSONValue`` tree instead. Reading an object:
///
///     try scanner.beginObject()
///     while let key = try scanner.nextKey() {
///       switch key {
///       case "title": title = try scanner.readString()
///       default: throw scanner.unknownKey(key, expected: ["title"])
///       }
///     }
///
/// The input must be UTF-8; invalid bytes are reported at their offset before anything is read,
/// and so is a non-character (``PageCharacters``): no string may carry one into a page. An
/// escape of a character no page may hold (`\uFFFE`, `\u0000`, `\b`) is an error at the escape.
package struct JSONScanner {
  package let file: SourceFile
  @usableFromInline let bytes: [UInt8]
  /// The offset of the next byte to read.
  package private(set) var position: Int
  /// The path of the value about to be read. While a container is open its last component is
  /// the current key or index.
  package private(set) var path: [JSONPathComponent] = []
  /// The offset of the key most recently returned by ``nextKey()``.
  package private(set) var keyOffset = 0

  /// The deepest nesting accepted, so a hostile file cannot exhaust the stack of a recursive reader.
  package static let maximumDepth = 256
  /// The longest string accepted, in bytes of its JSON text (choice): every string ends up in a
  /// page, and no title or keyword comes near it. A 10 MB title overran libxml2's own limit.
  package static let maximumStringLength = 65_536

  package init(_ file: SourceFile) throws(JSONError) {
    self.file = file
    self.bytes = file.bytes
    self.position = 0
    if let bad = UTF8Check.firstInvalidOffset(in: file.bytes, orNonCharacter: true) {
      throw Self.invalidText(at: bad, in: file.bytes)
    }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }  // tolerate a byte-order mark
    skipWhitespace()
    if position == bytes.count {
      throw JSONError(offset: position, message: .emptyFile)
    }
  }

  /// A scanner that reads a file from inside an array: from `offset`, where the element at
  /// `index` of the array at `arrayPath` starts, as if everything before had been read (a reload
  /// reads again only the part of a file that changed). Only the bytes in `checked` are checked
  /// for UTF-8: the rest is known to be the same as before.
  package init(
    _ file: SourceFile, element index: Int, at offset: Int, inArrayAt arrayPath: [JSONPathComponent],
    checked: Range<Int>
  ) throws(JSONError) {
    self.file = file
    self.bytes = file.bytes
    self.position = offset
    let valid = bytes.withUnsafeBufferPointer { buffer in
      UTF8Check.firstInvalidOffset(in: UnsafeBufferPointer(rebasing: buffer[checked]), orNonCharacter: true)
    }
    if let bad = valid { throw Self.invalidText(at: checked.lowerBound + bad, in: bytes) }
    // Each enclosing object has returned a member (the key that leads here); the array has just
    // moved to the element.
    path = arrayPath + [.index(index)]
    members = Array(repeating: 1, count: arrayPath.count) + [0]
  }

  /// Continues after the open array, whose closing bracket is the byte before `end`: another
  /// scanner of the same file read the rest of its elements.
  mutating func closeArray(endingAt end: Int) {
    position = end
    close()
  }

  // MARK: - Errors

  /// The error for what ``UTF8Check`` found at `offset`: a non-character, or bytes that are not UTF-8.
  private static func invalidText(at offset: Int, in bytes: [UInt8]) -> JSONError {
    guard let scalar = PageCharacters.nonCharacter(at: offset, in: bytes) else {
      return JSONError(offset: offset, message: .invalidUTF8)
    }
    return JSONError(offset: offset, message: .characterNoPageMayHold(PageCharacters.name(scalar)))
  }

  /// An error at `offset` (by default the value about to be read), with the current path.
  package func error(_ message: Diagnostic.Message, at offset: Int? = nil) -> JSONError {
    JSONError(offset: offset ?? position, message: message, path: path)
  }

  /// "expected a string, found a number", at the value about to be read.
  package mutating func typeMismatch(expected: String) -> JSONError {
    skipWhitespace()
    let found = (try? peekKind())?.described ?? "something else"
    return error(.typeMismatch(expected: expected, found: found))
  }

  /// An error for a key the reader does not know, naming the keys it does.
  package func unknownKey(_ key: String, expected: [String]) -> JSONError {
    JSONError(offset: keyOffset, message: .unknownKey(key, known: expected), path: path)
  }

  // MARK: - Structure

  /// The kind of the next value, without reading it.
  package mutating func peekKind() throws(JSONError) -> JSONKind {
    skipWhitespace()
    guard position < bytes.count else { throw error(.unexpectedEnd(expected: "a JSON value")) }
    switch bytes[position] {
    case UInt8(ascii: "{"): return .object
    case UInt8(ascii: "["): return .array
    case UInt8(ascii: "\""): return .string
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
    case UInt8(ascii: "n"): return .null
    default: throw error(.unexpectedCharacter(describeByte(at: position)))
    }
  }

  /// The offset where the next value starts.
  package mutating func valueOffset() -> Int {
    skipWhitespace()
    return position
  }

  package mutating func beginObject() throws(JSONError) {
    guard try peekKind() == .object else { throw typeMismatch(expected: "an object") }
    try open(placeholder: .key(""))
  }

  /// The next key of the open object, or `nil` after its closing brace.
  package mutating func nextKey() throws(JSONError) -> String? {
    guard let (run, isEscaped) = try openKey() else { return nil }
    let key = try string(run, isEscaped: isEscaped)
    try closeKey(key)
    return key
  }

  /// The next key of the open object as its position in `keys`, or `nil` after the closing
  /// brace; a key not among them is an error that names them. A key is matched against the
  /// file's bytes, so reading a known key makes no `String` (a large file has millions of keys).
  package mutating func nextKey(in keys: JSONKeys) throws(JSONError) -> Int? {
    guard let (run, isEscaped) = try openKey() else { return nil }
    if !isEscaped,
      let found = bytes.withUnsafeBufferPointer({ keys.index(of: UnsafeBufferPointer(rebasing: $0[run])) })
    {
      try closeKey(keys.names[found])
      return found
    }
    // An escaped key, decoded and compared; or an unknown one, named in the error.
    let key = try string(run, isEscaped: isEscaped)
    try closeKey(key)
    guard let found = keys.names.firstIndex(of: key) else { throw unknownKey(key, expected: keys.names) }
    return found
  }

  /// Reads up to a key's opening quote and scans its text: nil after the object's closing brace.
  private mutating func openKey() throws(JSONError) -> (run: Range<Int>, isEscaped: Bool)? {
    skipWhitespace()
    let isFirst = members.last == 0
    if try closesOrSeparates(isFirst: isFirst, closing: "}", after: "an object member") { return nil }
    guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
      throw error(
        position < bytes.count
          ? .expectedKey(found: describeByte(at: position))
          : .unexpectedEnd(expected: "a key"))
    }
    keyOffset = position
    return try scanPlainRun()
  }

  /// After a key: the colon, and the key in the path.
  private mutating func closeKey(_ key: String) throws(JSONError) {
    skipWhitespace()
    guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
      throw error(.expectedColon(after: key))
    }
    position += 1
    path[path.count - 1] = .key(key)
    members[members.count - 1] += 1
  }

  package mutating func beginArray() throws(JSONError) {
    guard try peekKind() == .array else { throw typeMismatch(expected: "an array") }
    try open(placeholder: .index(-1))
  }

  /// Moves to the next element of the open array: `true` if there is one, `false` after `]`.
  package mutating func nextElement() throws(JSONError) -> Bool {
    skipWhitespace()
    guard case .index(let index) = path.last else { return false }
    if try closesOrSeparates(isFirst: index < 0, closing: "]", after: "an array element") { return false }
    path[path.count - 1] = .index(index + 1)
    return true
  }

  /// Between a container's members: consumes its closing bracket (and returns `true`), or the
  /// comma before the next member (none before the first), rejecting a trailing comma.
  private mutating func closesOrSeparates(
    isFirst: Bool, closing: Unicode.Scalar, after member: String
  ) throws(JSONError) -> Bool {
    let close = UInt8(ascii: closing)
    if position < bytes.count, bytes[position] == close {
      position += 1
      self.close()
      return true
    }
    guard !isFirst else { return false }
    guard position < bytes.count, bytes[position] == UInt8(ascii: ",") else {
      throw error(
        position < bytes.count
          ? .expectedSeparator(closing, after: member, found: describeByte(at: position))
          : .unexpectedEnd(expected: "',' or '\(closing)'"))
    }
    let comma = position
    position += 1
    skipWhitespace()
    if position < bytes.count, bytes[position] == close {
      throw error(.trailingComma(before: closing), at: comma)
    }
    return false
  }

  /// Checks that nothing but white space follows the top-level value.
  package mutating func expectEnd() throws(JSONError) {
    skipWhitespace()
    if position < bytes.count {
      throw error(.trailingContent(describeByte(at: position)))
    }
  }

  // MARK: - Scalars

  package mutating func readString() throws(JSONError) -> String {
    guard try peekKind() == .string else { throw typeMismatch(expected: "a string") }
    return try scanString()
  }

  /// Reads a string, appending its UTF-8 (escapes decoded) to `buffer` instead of making a
  /// `String`: loaders of large files keep their text in one buffer this way.
  package mutating func readString(appendingTo buffer: inout [UInt8]) throws(JSONError) {
    guard try peekKind() == .string else { throw typeMismatch(expected: "a string") }
    let (run, isEscaped) = try scanPlainRun()
    bytes.withUnsafeBufferPointer { buffer.append(contentsOf: UnsafeBufferPointer(rebasing: $0[run])) }
    if isEscaped { try scanEscapes(into: &buffer, contentStart: run.lowerBound) }
  }

  /// Reads a string and hands its UTF-8 (escapes decoded) to `body`, without making a `String`.
  package mutating func readString<R>(bytes body: (UnsafeBufferPointer<UInt8>) -> R) throws(JSONError) -> R {
    guard try peekKind() == .string else { throw typeMismatch(expected: "a string") }
    let (run, isEscaped) = try scanPlainRun()
    guard isEscaped else { return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[run])) } }
    return try decoded(run).withUnsafeBufferPointer(body)
  }

  package mutating func readBool() throws(JSONError) -> Bool {
    guard try peekKind() == .bool else { throw typeMismatch(expected: "true or false") }
    if try consumeLiteral("true") { return true }
    if try consumeLiteral("false") { return false }
    throw error(.invalidLiteral(expected: "true or false"))
  }

  /// Reads `null` if it comes next and returns whether it did.
  package mutating func readNullIfPresent() throws(JSONError) -> Bool {
    guard try peekKind() == .null else { return false }
    guard try consumeLiteral("null") else { throw error(.invalidLiteral(expected: "null")) }
    return true
  }

  package mutating func readNumber() throws(JSONError) -> Double {
    guard try peekKind() == .number else { throw typeMismatch(expected: "a number") }
    return try scanNumber()
  }

  /// Reads a value of any kind and discards it.
  package mutating func skipValue() throws(JSONError) {
    switch try peekKind() {
    case .object:
      try beginObject()
      while try nextKey() != nil { try skipValue() }
    case .array:
      try beginArray()
      while try nextElement() { try skipValue() }
    case .string: _ = try scanString()
    case .number: _ = try scanNumber()
    case .bool: _ = try readBool()
    case .null: _ = try readNullIfPresent()
    }
  }

  // MARK: - Internals

  /// How many members each open object has returned so far (0 for an array).
  private var members: [Int] = []

  private mutating func open(placeholder: JSONPathComponent) throws(JSONError) {
    if path.count >= Self.maximumDepth {
      throw error(.tooDeep(Self.maximumDepth))
    }
    members.append(0)
    path.append(placeholder)
    position += 1
  }

  private mutating func close() {
    members.removeLast()
    path.removeLast()
  }

  @inline(__always)
  private mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x0A, 0x0D, 0x09: position += 1
      default: return
      }
    }
  }

  private mutating func consumeLiteral(_ literal: StaticString) throws(JSONError) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard position + count <= bytes.count else { return false }
    let matches = literal.withUTF8Buffer { expected in
      for index in 0..<count where bytes[position + index] != expected[index] { return false }
      return true
    }
    guard matches else {
      if bytes[position] == literal.utf8Start.pointee {
        throw error(.misspelledLiteral(expected: literal))
      }
      return false
    }
    position += count
    return true
  }

  func describeByte(at offset: Int) -> String {
    let byte = bytes[offset]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    if byte >= 0x80 { return "a non-ASCII character" }
    return "byte 0x\(String(byte, radix: 16))"
  }

  /// Scans a string starting at its opening quote.
  private mutating func scanString() throws(JSONError) -> String {
    let (run, isEscaped) = try scanPlainRun()
    return try string(run, isEscaped: isEscaped)
  }

  /// The string whose text starts with the bytes in `run`; when `isEscaped`, the rest (from the
  /// first backslash to the closing quote) is scanned.
  private mutating func string(_ run: Range<Int>, isEscaped: Bool) throws(JSONError) -> String {
    guard isEscaped else {
      return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[run]), as: UTF8.self) }
    }
    return String(decoding: try decoded(run), as: UTF8.self)
  }

  /// The UTF-8 of a string whose text starts with the bytes in `run` and goes on with escapes:
  /// the rest is scanned, to the closing quote.
  private mutating func decoded(_ run: Range<Int>) throws(JSONError) -> [UInt8] {
    var buffer = Array(bytes[run])
    try scanEscapes(into: &buffer, contentStart: run.lowerBound)
    return buffer
  }

  /// Scans a string from its opening quote to its closing quote (consumed) or its first
  /// backslash (not consumed): the bytes before either, and whether escapes follow.
  private mutating func scanPlainRun() throws(JSONError) -> (run: Range<Int>, isEscaped: Bool) {
    let start = position
    let contentStart = position + 1
    // The first quote, backslash or control character (the end of the bytes if none).
    let stop = bytes.withUnsafeBufferPointer { buffer in
      var index = contentStart
      // Eight bytes at a time while none of them can stop the run, then byte by byte.
      if let base = UnsafeRawPointer(buffer.baseAddress) {
        while index + 8 <= buffer.count, !Self.mayStopRun(base.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
          index += 8
        }
      }
      while index < buffer.count {
        let byte = buffer[index]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
        index += 1
      }
      return index
    }
    position = stop
    if stop - contentStart > Self.maximumStringLength { throw tooLong(at: start) }
    guard stop < bytes.count else { throw error(.unterminatedString, at: start) }
    let byte = bytes[stop]
    if byte == UInt8(ascii: "\"") {
      position += 1
      return (contentStart..<stop, false)
    }
    if byte == UInt8(ascii: "\\") { return (contentStart..<stop, true) }
    throw controlCharacter(byte)
  }

  /// Whether any of eight bytes may be a quote, a backslash or a control character (true
  /// sometimes when none is; never false when one is).
  @inline(__always)
  private static func mayStopRun(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & highBits != 0 }
    let belowSpace = (word &- ones &* 0x20) & ~word & highBits != 0
    return belowSpace || hasZeroByte(word ^ (ones &* 0x22)) || hasZeroByte(word ^ (ones &* 0x5C))
  }

  private func tooLong(at start: Int) -> JSONError {
    error(.stringTooLong(Self.maximumStringLength), at: start)
  }

  private func controlCharacter(_ byte: UInt8) -> JSONError {
    error(
      .controlCharacter(example: "\\u00\(byte < 16 ? "0" : "")\(String(byte, radix: 16))"),
      at: position)
  }

  /// Scans the rest of a string from its first backslash, appending the decoded UTF-8 to
  /// `buffer` and consuming the closing quote.
  private mutating func scanEscapes(into buffer: inout [UInt8], contentStart: Int) throws(JSONError) {
    while position < bytes.count {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        return
      case UInt8(ascii: "\\"):
        let escapeStart = position
        position += 1
        guard position < bytes.count else { break }
        let escaped = bytes[position]
        position += 1
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escaped)
        case UInt8(ascii: "b"), UInt8(ascii: "f"):  // backspace, form feed: no page may hold them
          throw error(.characterNoPageMayHold("\\\(Character(Unicode.Scalar(escaped)))"), at: escapeStart)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
          var scalar = try scanHex4(escapeStart: escapeStart)
          if (0xD800...0xDBFF).contains(scalar) {
            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
              bytes[position + 1] == UInt8(ascii: "u")
            else { throw error(.unpairedSurrogate(scalar), at: escapeStart) }
            position += 2
            let low = try scanHex4(escapeStart: position - 2)
            guard (0xDC00...0xDFFF).contains(low) else {
              throw error(.unpairedSurrogate(scalar), at: escapeStart)
            }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          } else if (0xDC00...0xDFFF).contains(scalar) {
            throw error(.unpairedSurrogate(scalar), at: escapeStart)
          }
          guard let unicode = Unicode.Scalar(scalar) else {
            throw error(.invalidUnicodeEscape, at: escapeStart)
          }
          if PageCharacters.isForbidden(scalar) {
            throw error(
              .characterNoPageMayHold(String(decoding: bytes[escapeStart..<position], as: UTF8.self)), at: escapeStart)
          }
          UTF8.encode(unicode) { buffer.append($0) }
        default:
          throw error(.invalidEscape("\\\(Character(Unicode.Scalar(escaped)))"), at: escapeStart)
        }
      default:
        if byte < 0x20 { throw error(.controlCharacter(example: nil), at: position) }
        buffer.append(byte)
        position += 1
      }
      if position - contentStart > Self.maximumStringLength { throw tooLong(at: contentStart - 1) }
    }
    throw error(.unterminatedString, at: contentStart - 1)
  }

  private mutating func scanHex4(escapeStart: Int) throws(JSONError) -> UInt32 {
    guard position + 4 <= bytes.count else { throw error(.incompleteUnicodeEscape, at: escapeStart) }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[position]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw error(.unicodeEscapeDigits, at: escapeStart)
      }
      value = value << 4 | UInt32(digit)
      position += 1
    }
    return value
  }

  /// Scans a number following JSON's grammar exactly (no leading zeros, no '+', no '.5').
  private mutating func scanNumber() throws(JSONError) -> Double {
    let start = position
    func isDigit(_ index: Int) -> Bool {
      index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")
    }
    if bytes[position] == UInt8(ascii: "-") { position += 1 }
    guard isDigit(position) else { throw error(.invalidNumber("expected a digit"), at: start) }
    if bytes[position] == UInt8(ascii: "0"), isDigit(position + 1) {
      throw error(.invalidNumber("leading zeros are not allowed"), at: start)
    }
    while isDigit(position) { position += 1 }
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      position += 1
      guard isDigit(position) else { throw error(.invalidNumber("expected a digit after '.'"), at: start) }
      while isDigit(position) { position += 1 }
    }
    if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
      position += 1
      if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
        position += 1
      }
      guard isDigit(position) else { throw error(.invalidNumber("expected a digit in the exponent"), at: start) }
      while isDigit(position) { position += 1 }
    }
    guard let value = Double(String(decoding: bytes[start..<position], as: UTF8.self)), value.isFinite else {
      throw error(.numberOutOfRange, at: start)
    }
    return value
  }
}
