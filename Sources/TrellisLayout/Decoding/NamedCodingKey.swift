/// A coding key naming an object member, used to point an error at a key below the container
/// that throws it.
package struct NamedCodingKey: CodingKey {
  package var stringValue: String
  package var intValue: Int? { nil }

  package init(_ name: String) {
    self.stringValue = name
  }

  package init?(stringValue: String) {
    self.init(stringValue)
  }

  package init?(intValue: Int) {
    return nil
  }
}
