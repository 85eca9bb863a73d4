/// A colour for a swipe action's background: an iOS system colour by name, or an RGB hex value.
///
/// JSON: one of the system colour names (`"systemBlue"`, `"systemRed"`, ...) or `"#RRGGBB"`.
public enum SystemColor: Hashable, Sendable {
  /// iOS `systemBlue`.
  case systemBlue
  /// iOS `systemGreen`.
  case systemGreen
  /// iOS `systemRed`.
  case systemRed
  /// iOS `systemOrange`.
  case systemOrange
  /// iOS `systemYellow`.
  case systemYellow
  /// iOS `systemPink`.
  case systemPink
  /// iOS `systemPurple`.
  case systemPurple
  /// iOS `systemTeal`.
  case systemTeal
  /// iOS `systemIndigo`.
  case systemIndigo
  /// iOS `systemGray`.
  case systemGray
  /// An sRGB colour given as `#RRGGBB`.
  case rgb(red: UInt8, green: UInt8, blue: UInt8)

  /// The named system colours, in the order they are listed in messages.
  public static let systemColors: [SystemColor] = [
    .systemBlue, .systemGreen, .systemRed, .systemOrange, .systemYellow, .systemPink,
    .systemPurple, .systemTeal, .systemIndigo, .systemGray,
  ]

  /// The colour as written in JSON: its system name, or `#RRGGBB` in upper case.
  public var name: String {
    switch self {
    case .systemBlue: "systemBlue"
    case .systemGreen: "systemGreen"
    case .systemRed: "systemRed"
    case .systemOrange: "systemOrange"
    case .systemYellow: "systemYellow"
    case .systemPink: "systemPink"
    case .systemPurple: "systemPurple"
    case .systemTeal: "systemTeal"
    case .systemIndigo: "systemIndigo"
    case .systemGray: "systemGray"
    case .rgb(let red, let green, let blue): "#" + [red, green, blue].map(Self.hex).joined()
    }
  }

  /// Reads a system colour name or `#RRGGBB` (either case); `nil` for anything else.
  public init?(name: String) {
    if let named = Self.systemColors.first(where: { $0.name == name }) {
      self = named
      return
    }
    let digits = name.utf8
    guard digits.count == 7, digits.first == UInt8(ascii: "#") else { return nil }
    let hex = name.dropFirst()
    guard hex.allSatisfy(\.isHexDigit) else { return nil }
    var channels: [UInt8] = []
    var index = hex.startIndex
    while index < hex.endIndex {
      let next = hex.index(index, offsetBy: 2)
      guard let channel = UInt8(hex[index..<next], radix: 16) else { return nil }
      channels.append(channel)
      index = next
    }
    guard channels.count == 3 else { return nil }
    self = .rgb(red: channels[0], green: channels[1], blue: channels[2])
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return digits.count == 1 ? "0" + digits : digits
  }
}
