import TrellisDiagnostics

/// Decodes `Decodable` types from a JSON file, with errors that say where: file, line, column,
/// JSON path, and what was expected.
///
/// Unlike Foundation's JSONDecoder it rejects unknown keys: it records which keys each type asked
/// for (by `decode`, `decodeIfPresent` or `contains`), and after decoding reports every key of
/// every object that nobody asked for, with the likely typo:
///
///     Data/site.json:12:7: error: unknown key "titel"; did you mean "title"? (...) (at pages[0].titel)
///
/// The root object's `$schema`, which names the file's JSON Schema for editors, is accepted when
/// it is a string, and ignored.
package struct JSONValueDecoder {
  package init() {}

  package func decode<T: Decodable>(_ type: T.Type, from file: SourceFile) throws(DiagnosticError) -> T {
    let root: JSONValue
    do {
      root = try JSONValue.parse(file)
    } catch {
      throw DiagnosticError(error.diagnostic(in: file))
    }
    return try decode(type, from: root, in: file)
  }

  package func decode<T: Decodable>(
    _ type: T.Type, from root: JSONValue, in file: SourceFile
  ) throws(DiagnosticError) -> T {
    if case .object(let object) = root.storage, let schema = object[Self.schemaKey], schema.kind != .string {
      let message = Diagnostic.Message.typeMismatch(expected: "a string", found: schema.kind.described)
      throw DiagnosticError(file.diagnostic(at: schema.offset, message, path: Self.schemaKey))
    }
    let session = DecodingSession()
    let value: T
    do {
      value = try T(from: ValueDecoder(value: root, codingPath: [], session: session))
    } catch let error as DecodingError {
      throw DiagnosticError(diagnostic(for: error, root: root, file: file, session: session))
    } catch let error as DiagnosticError {
      throw error
    } catch {
      throw DiagnosticError(file.diagnostic(at: root.offset, .invalidValue("\(error)")))
    }
    let unknown = session.unknownKeyDiagnostics(in: file)
    if !unknown.isEmpty { throw DiagnosticError(unknown) }
    return value
  }

  /// The root's key that names the file's JSON Schema.
  static let schemaKey = "$schema"

  private func diagnostic(
    for error: DecodingError, root: JSONValue, file: SourceFile, session: DecodingSession
  ) -> Diagnostic {
    let context: DecodingError.Context
    // A message of a type's own (``DecodingError/problem(_:at:)``), or of this decoder's, carries
    // its ID; another decoder's or library's error is told by its description.
    var message: Diagnostic.Message
    switch error {
    case .keyNotFound(let key, let keyContext):
      context = keyContext
      // If the object holds an unknown key that looks like a typo of the missing one, say so.
      if case .object(let object)? = value(at: keyContext.codingPath, in: root)?.storage,
        let typo = object.members.map(\.key).first(where: {
          Suggestion.closest(to: $0, among: [key.stringValue]) != nil
        })
      {
        message = .missingKey(key.stringValue, found: typo)
      } else {
        message = .missingKey(key.stringValue)
      }
    case .typeMismatch(_, let otherContext), .valueNotFound(_, let otherContext), .dataCorrupted(let otherContext):
      context = otherContext
      message = error.message ?? .invalidValue(otherContext.debugDescription)
    @unknown default:
      return file.diagnostic(at: root.offset, .invalidValue("\(error)"))
    }
    let node = value(at: context.codingPath, in: root) ?? root
    return file.diagnostic(at: node.offset, message, path: jsonPathDescription(context.codingPath.map(component)))
  }

  /// The deepest value the coding path reaches.
  private func value(at codingPath: [any CodingKey], in root: JSONValue) -> JSONValue? {
    var node = root
    for key in codingPath {
      switch node.storage {
      case .object(let object):
        guard let next = object[key.stringValue] else { return node }
        node = next
      case .array(let elements):
        guard let index = key.intValue, elements.indices.contains(index) else { return node }
        node = elements[index]
      default:
        return node
      }
    }
    return node
  }
}

func component(_ key: any CodingKey) -> JSONPathComponent {
  if let index = key as? IndexKey { return .index(index.index) }
  // Array positions named by other decoders' keys (a `Decodable` pointing an error at an element).
  if let index = key.intValue { return .index(index) }
  return .key(key.stringValue)
}

/// What a decoding run has learned: which keys of which objects were asked for.
final class DecodingSession {
  struct OpenedObject {
    var object: JSONObject
    var codingPath: [any CodingKey]
    var asked: [String] = []
    var askedSet: Set<String> = []
  }

  private var opened: [Int: OpenedObject] = [:]

  func open(_ object: JSONObject, at offset: Int, codingPath: [any CodingKey]) {
    if opened[offset] == nil { opened[offset] = OpenedObject(object: object, codingPath: codingPath) }
  }

  func ask(_ key: String, inObjectAt offset: Int) {
    guard var entry = opened[offset], !entry.askedSet.contains(key) else { return }
    entry.asked.append(key)
    entry.askedSet.insert(key)
    opened[offset] = entry
  }

  func unknownKeyDiagnostics(in file: SourceFile) -> [Diagnostic] {
    var found: [(offset: Int, diagnostic: Diagnostic)] = []
    for entry in opened.values {
      let isRoot = entry.codingPath.isEmpty
      for member in entry.object.members
      where !entry.askedSet.contains(member.key) && !(isRoot && member.key == JSONValueDecoder.schemaKey) {
        let path = jsonPathDescription(entry.codingPath.map(component) + [.key(member.key)])
        let message = Diagnostic.Message.unknownKey(member.key, known: entry.asked)
        found.append((member.keyOffset, file.diagnostic(at: member.keyOffset, message, path: path)))
      }
    }
    return found.sorted { $0.offset < $1.offset }.map(\.diagnostic)
  }
}

struct IndexKey: CodingKey {
  var index: Int
  init(_ index: Int) { self.index = index }
  init?(stringValue: String) { nil }
  init?(intValue: Int) { self.index = intValue }
  var stringValue: String { "[\(index)]" }
  var intValue: Int? { index }
}

struct ValueDecoder: Decoder {
  let value: JSONValue
  let codingPath: [any CodingKey]
  let session: DecodingSession
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let object) = value.storage else {
      throw mismatch([String: Any].self, "an object")
    }
    session.open(object, at: value.offset, codingPath: codingPath)
    return KeyedDecodingContainer(KeyedContainer<Key>(decoder: self, object: object))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let elements) = value.storage else {
      throw mismatch([Any].self, "an array")
    }
    return UnkeyedContainer(decoder: self, elements: elements)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleValueContainer(decoder: self) }

  func child(_ value: JSONValue, key: any CodingKey) -> ValueDecoder {
    ValueDecoder(value: value, codingPath: codingPath + [key], session: session)
  }
}

extension ValueDecoder {
  func mismatch<T>(_ type: T.Type, _ expected: String) -> DecodingError {
    let message = Diagnostic.Message.typeMismatch(expected: expected, found: value.kind.described)
    return .typeMismatch(type, .init(codingPath: codingPath, debugDescription: message.text, underlyingError: message))
  }

  func decodeNil() -> Bool { value.kind == .null }

  func decodeBool() throws -> Bool {
    guard case .bool(let bool) = value.storage else { throw mismatch(Bool.self, "true or false") }
    return bool
  }

  func decodeString() throws -> String {
    guard case .string(let string) = value.storage else { throw mismatch(String.self, "a string") }
    return string
  }

  func decodeDouble() throws -> Double {
    guard case .number(let number) = value.storage else { throw mismatch(Double.self, "a number") }
    return number
  }

  func decodeInteger<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
    guard case .number(let number) = value.storage else { throw mismatch(type, "an integer") }
    guard let integer = T(exactly: number) else {
      throw DecodingError.problem(.integerOutOfRange(number, T.min...T.max), at: codingPath)
    }
    return integer
  }

  func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
    // The common scalars directly, so their messages say what was expected.
    if type == String.self, let string = try decodeString() as? T { return string }
    if type == Double.self, let number = try decodeDouble() as? T { return number }
    if type == Bool.self, let bool = try decodeBool() as? T { return bool }
    if type == Int.self, let integer = try decodeInteger(Int.self) as? T { return integer }
    return try T(from: self)
  }
}

struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: ValueDecoder
  let object: JSONObject

  var codingPath: [any CodingKey] { decoder.codingPath }

  var allKeys: [Key] {
    object.members.compactMap { member in
      decoder.session.ask(member.key, inObjectAt: decoder.value.offset)
      return Key(stringValue: member.key)
    }
  }

  func contains(_ key: Key) -> Bool {
    decoder.session.ask(key.stringValue, inObjectAt: decoder.value.offset)
    return object[key.stringValue] != nil
  }

  private func child(_ key: Key) throws -> ValueDecoder {
    decoder.session.ask(key.stringValue, inObjectAt: decoder.value.offset)
    guard let value = object[key.stringValue] else {
      let message = Diagnostic.Message.missingKey(key.stringValue)
      throw DecodingError.keyNotFound(
        key, .init(codingPath: codingPath, debugDescription: message.text, underlyingError: message))
    }
    return decoder.child(value, key: key)
  }

  func decodeNil(forKey key: Key) throws -> Bool { try child(key).decodeNil() }
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try child(key).decodeBool() }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { try child(key).decodeString() }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try child(key).decodeDouble() }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { Float(try child(key).decodeDouble()) }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try child(key).decodeInteger(type) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try child(key).decodeInteger(type) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try child(key).decodeInteger(type) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try child(key).decodeInteger(type) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try child(key).decodeInteger(type) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try child(key).decodeInteger(type) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try child(key).decodeInteger(type) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try child(key).decodeInteger(type) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try child(key).decodeInteger(type) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try child(key).decodeInteger(type) }
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try child(key).decodeValue(type) }

  /// The value under `key`, or nil when the key is absent. A `null` is not taken for an absent
  /// key: no key of Trellis's formats takes one, so it is an error that says what was expected
  /// (as the files' JSON Schemas say too).
  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    guard contains(key), let value = object[key.stringValue] else { return nil }
    return try decoder.child(value, key: key).decodeValue(type)
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try child(key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try child(key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder { decoder }
  func superDecoder(forKey key: Key) throws -> any Decoder { try child(key) }
}

struct UnkeyedContainer: UnkeyedDecodingContainer {
  let decoder: ValueDecoder
  let elements: [JSONValue]
  var currentIndex = 0

  var codingPath: [any CodingKey] { decoder.codingPath }
  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  private mutating func next() throws -> ValueDecoder {
    guard !isAtEnd else {
      let message = Diagnostic.Message.arrayTooShort
      throw DecodingError.valueNotFound(
        Any.self, .init(codingPath: codingPath, debugDescription: message.text, underlyingError: message))
    }
    defer { currentIndex += 1 }
    return decoder.child(elements[currentIndex], key: IndexKey(currentIndex))
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, elements[currentIndex].kind == .null else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().decodeValue(type) }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try next().container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try next().unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder { try next() }
}

struct SingleValueContainer: SingleValueDecodingContainer {
  let decoder: ValueDecoder
  var codingPath: [any CodingKey] { decoder.codingPath }

  func decodeNil() -> Bool { decoder.decodeNil() }
  func decode(_ type: Bool.Type) throws -> Bool { try decoder.decodeBool() }
  func decode(_ type: String.Type) throws -> String { try decoder.decodeString() }
  func decode(_ type: Double.Type) throws -> Double { try decoder.decodeDouble() }
  func decode(_ type: Float.Type) throws -> Float { Float(try decoder.decodeDouble()) }
  func decode(_ type: Int.Type) throws -> Int { try decoder.decodeInteger(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try decoder.decodeInteger(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try decoder.decodeInteger(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try decoder.decodeInteger(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try decoder.decodeInteger(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try decoder.decodeInteger(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.decodeInteger(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.decodeInteger(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.decodeInteger(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.decodeInteger(type) }
  func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decodeValue(type) }
}
