/// A parsed JSON value that remembers where it came from, for small files such as site.json
/// that are decoded through ``JSONValueDecoder``.
package struct JSONValue: Sendable {
  package indirect enum Storage: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)
  }

  /// The byte offset where the value starts in its file.
  package var offset: Int
  package var storage: Storage

  package var kind: JSONKind {
    switch storage {
    case .null: .null
    case .bool: .bool
    case .number: .number
    case .string: .string
    case .array: .array
    case .object: .object
    }
  }
}

/// The members of a JSON object in file order, each with the offset of its key.
package struct JSONObject: Sendable {
  package struct Member: Sendable {
    package var key: String
    package var keyOffset: Int
    package var value: JSONValue
  }

  package private(set) var members: [Member] = []
  private var indexByKey: [String: Int] = [:]

  package subscript(key: String) -> JSONValue? {
    indexByKey[key].map { members[$0].value }
  }

  package func member(named key: String) -> Member? {
    indexByKey[key].map { members[$0] }
  }

  /// Adds a member; returns the existing member instead if the key is already present.
  mutating func add(_ member: Member) -> Member? {
    if let existing = indexByKey[member.key] { return members[existing] }
    indexByKey[member.key] = members.count
    members.append(member)
    return nil
  }
}

extension JSONValue {
  /// Parses a whole file. Duplicate keys in an object are an error naming both places.
  package static func parse(_ file: SourceFile) throws(JSONError) -> JSONValue {
    var scanner = try JSONScanner(file)
    let value = try read(&scanner)
    try scanner.expectEnd()
    return value
  }

  private static func read(_ scanner: inout JSONScanner) throws(JSONError) -> JSONValue {
    let offset = scanner.valueOffset()
    switch try scanner.peekKind() {
    case .object:
      var object = JSONObject()
      try scanner.beginObject()
      while let key = try scanner.nextKey() {
        let keyOffset = scanner.keyOffset
        let value = try read(&scanner)
        if let first = object.add(.init(key: key, keyOffset: keyOffset, value: value)) {
          var error = scanner.error(.duplicateKey(key), at: keyOffset)
          error.firstSeen = first.keyOffset
          throw error
        }
      }
      return JSONValue(offset: offset, storage: .object(object))
    case .array:
      var elements: [JSONValue] = []
      try scanner.beginArray()
      while try scanner.nextElement() { elements.append(try read(&scanner)) }
      return JSONValue(offset: offset, storage: .array(elements))
    case .string: return JSONValue(offset: offset, storage: .string(try scanner.readString()))
    case .number: return JSONValue(offset: offset, storage: .number(try scanner.readNumber()))
    case .bool: return JSONValue(offset: offset, storage: .bool(try scanner.readBool()))
    case .null:
      _ = try scanner.readNullIfPresent()
      return JSONValue(offset: offset, storage: .null)
    }
  }
}

extension JSONValue {
  /// The value at `path` below this one, or nil where the path leads nowhere.
  package func value(at path: some Sequence<JSONPathComponent>) -> JSONValue? {
    var value = self
    for component in path {
      switch (component, value.storage) {
      case (.key(let key), .object(let object)):
        guard let member = object[key] else { return nil }
        value = member
      case (.index(let index), .array(let elements)):
        guard elements.indices.contains(index) else { return nil }
        value = elements[index]
      default: return nil
      }
    }
    return value
  }
}
