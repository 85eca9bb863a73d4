/// A coding key for a position in an array, used to point an error at one element.
struct IndexCodingKey: CodingKey {
  var stringValue: String
  var intValue: Int?

  init(index: Int) {
    self.stringValue = "Index \(index)"
    self.intValue = index
  }

  init?(stringValue: String) {
    self.stringValue = stringValue
    self.intValue = nil
  }

  init?(intValue: Int) {
    self.init(index: intValue)
  }
}
