/// What one cell shows: the values its template may use. Empty strings are absent values, which
/// choose the template's shape (`{{#subtitle}}…{{/subtitle}}`).
public struct CellContent: Hashable, Sendable {
  public var text = ""
  public var title = ""
  public var subtitle = ""
  public var value = ""
  public var image = ""
  public var imageSize = ""
  public var count = ""
  /// What search matches and sorts by (seed 001: the name).
  public var name = ""
  /// What a swipe action's `copy` and `link` use.
  public var identity = ""

  public init(
    text: String = "", title: String = "", subtitle: String = "", value: String = "", image: String = "",
    imageSize: String = "", count: String = "", name: String = "", identity: String = ""
  ) {
    self.text = text
    self.title = title
    self.subtitle = subtitle
    self.value = value
    self.image = image
    self.imageSize = imageSize
    self.count = count
    self.name = name
    self.identity = identity
  }

  /// The template fields, in the order ``values`` gives them.
  static let fields = ["text", "title", "subtitle", "value", "image", "imageSize", "count"]

  var values: [String] { [text, title, subtitle, value, image, imageSize, count] }

  /// The fields that have a value: the template's shape.
  var present: Set<String> {
    Set(zip(Self.fields, values).compactMap { $1.isEmpty ? nil : $0 })
  }
}
