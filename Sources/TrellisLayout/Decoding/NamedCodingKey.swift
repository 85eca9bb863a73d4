/// A coding key naming an object member, used to point an error at a key below the container
/// that throws it.
struct NamedCodingKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }

  init(_ name: String) {
    self.stringValue = name
  }

  init?(stringValue: String) {
    self.init(stringValue)
  }

  init?(intValue: Int) {
    return nil
  }
}
