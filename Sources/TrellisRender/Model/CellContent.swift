/// What one cell shows: the values its template may use. Empty strings are absent values, which
/// choose the template's shape (`{{#subtitle}}…{{/subtitle}}`).
package struct CellContent: Hashable, Sendable {
  package var text = ""
  package var title = ""
  package var subtitle = ""
  package var value = ""
  package var image = ""
  package var imageSize = ""
  /// The picture's sizes (`URL 60w, URL 120w, …`), for the fallback `<img>`'s `srcset`; empty
  /// for an SVG or an initials avatar, which have one size.
  package var imageSrcset = ""
  /// The picture's `<source>` elements for a `<picture>` (AVIF, WebP), as HTML Trellis made
  /// (escaped).
  package var imageSources = ""
  package var count = ""
  /// A home page card's preview of its page's first items, as HTML Trellis made (escaped).
  package var preview = ""
  /// What search matches and sorts by (the diffable search example: the name); the title when
  /// empty.
  package var name = ""
  /// What a swipe action's `copy` and `link` use.
  package var identity = ""
  /// The item's own page, when the site has item pages: the frame makes the cell's content a
  /// link to it.
  package var link = ""

  package init(
    text: String = "", title: String = "", subtitle: String = "", value: String = "", image: String = "",
    imageSize: String = "", count: String = "", name: String = "", identity: String = "", link: String = "",
    preview: String = ""
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
    self.link = link
    self.preview = preview
  }

  /// The template fields, in the order of ``value(at:)``.
  static let fields = TemplateVariables.cell.map(\.name)

  /// The value of field `index` of ``fields``.
  func value(at index: Int) -> String {
    switch index {
    case 0: text
    case 1: title
    case 2: subtitle
    case 3: value
    case 4: image
    case 5: imageSize
    case 6: imageSrcset
    case 7: imageSources
    case 8: count
    default: preview
    }
  }

  var values: [String] { (0..<Self.fields.count).map(value(at:)) }

  /// Which fields have a value, one bit each: the template's shape.
  var shape: Int {
    var mask = 0
    if !text.isEmpty { mask |= 1 }
    if !title.isEmpty { mask |= 2 }
    if !subtitle.isEmpty { mask |= 4 }
    if !value.isEmpty { mask |= 8 }
    if !image.isEmpty { mask |= 16 }
    if !imageSize.isEmpty { mask |= 32 }
    if !imageSrcset.isEmpty { mask |= 64 }
    if !imageSources.isEmpty { mask |= 128 }
    if !count.isEmpty { mask |= 256 }
    if !preview.isEmpty { mask |= 512 }
    return mask
  }

  /// The names of the fields in a shape.
  static func present(in shape: Int) -> Set<String> {
    Set(fields.indices.filter { shape & (1 << $0) != 0 }.map { fields[$0] })
  }
}
