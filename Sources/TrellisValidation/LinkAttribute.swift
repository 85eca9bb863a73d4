import Synchronization

/// The name of a link's attribute (`href`, `src`, `action`, `srcset`, or one with a namespace
/// prefix such as `xlink:href`) as a number: a page's links each carry two bytes rather than a
/// string. The four plain names have fixed numbers; any other is numbered the first time it is seen, in a
/// table shared by every check of the process.
struct LinkAttribute: Hashable, Sendable {
  private let number: UInt16

  static let href = LinkAttribute(number: 0)
  static let src = LinkAttribute(number: 1)
  static let action = LinkAttribute(number: 2)
  static let srcset = LinkAttribute(number: 3)

  private init(number: UInt16) { self.number = number }

  /// The number of `name`. Past 65,535 names (no page Trellis writes has more than four), every
  /// new one shares the last number, and its messages name the attribute as `link`.
  init(_ name: String) {
    number = Self.table.withLock { table in
      if let number = table.numbers[name] { return number }
      guard table.names.count < Int(UInt16.max) else { return UInt16.max }
      let number = UInt16(table.names.count)
      table.names.append(name)
      table.numbers[name] = number
      return number
    }
  }

  var name: String {
    Self.table.withLock { Int(number) < $0.names.count ? $0.names[Int(number)] : "link" }
  }

  private static let table = Mutex<(names: [String], numbers: [String: UInt16])>(
    (["href", "src", "action", "srcset"], ["href": 0, "src": 1, "action": 2, "srcset": 3]))
}
