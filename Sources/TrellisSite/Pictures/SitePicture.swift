import TrellisDiagnostics
import TrellisPictures
import TrellisRender

/// A character's picture in the output: an SVG copied as it is, or a photo made at every size
/// the pages show it at.
enum SitePicture: Sendable, Hashable {
  /// An SVG under `assets/`, with the size it declares.
  case svg(path: String, width: Int, height: Int)
  /// A photo's sizes, each `BASE-WxH.EXT` under `assets/` in each of the made formats.
  case photo(base: String, made: PictureMaker.Made)

  /// The output path of one size in one format.
  static func path(base: String, _ size: PictureMaker.Size, _ format: PictureFormat) -> String {
    "\(base)-\(size.width)x\(size.height).\(format.fileExtension)"
  }

  /// What a page writes to show the picture as `use` shows it.
  func markup(for use: PictureUse) -> PictureMarkup {
    switch self {
    case .svg(let path, let width, let height):
      // Drawn at any size: an item page fits it into its box.
      let (shownWidth, shownHeight) =
        use.crops ? (use.side, use.side) : Self.fitted(width, height, into: use.side, enlarging: true)
      return PictureMarkup(src: path, width: shownWidth, height: shownHeight)
    case .photo(let base, let made):
      let sizes = made.sizes.filter { $0.crop == use.crops }.sorted { $0.width < $1.width }
      guard let largest = sizes.last else { return PictureMarkup(src: "", width: use.side, height: use.side) }
      // A square fills its slot; a whole picture is shown at most at the box's size, and never
      // larger than the largest size made (a small picture is not enlarged).
      let (width, height) =
        use.crops ? (use.side, use.side) : Self.fitted(largest.width, largest.height, into: use.side, enlarging: false)
      let candidates = { (format: PictureFormat) in
        sizes.map { Self.path(base: base, $0, format) + " \($0.width)w" }.joined(separator: ", ")
      }
      let sizesAttribute = "\(width)px"
      let onePixel = sizes.first { $0.width >= width } ?? largest
      var sources = ""
      for format in made.pictureFormats.dropLast() {
        sources +=
          "<source type=\"\(format.mediaType)\" srcset=\"\(HTMLEscaping.attribute(candidates(format)))\" sizes=\"\(sizesAttribute)\"/>"
      }
      return PictureMarkup(
        src: Self.path(base: base, onePixel, made.fallback), srcset: candidates(made.fallback),
        sizes: sizesAttribute, sourcesHTML: sources, width: width, height: height)
    }
  }

  /// `width` × `height` scaled to fit a `side` square (only down, unless `enlarging`), rounded.
  static func fitted(_ width: Int, _ height: Int, into side: Int, enlarging: Bool) -> (Int, Int) {
    guard width > 0, height > 0 else { return (side, side) }
    var scale = Double(side) / Double(max(width, height))
    if !enlarging { scale = min(scale, 1) }
    return (max(1, Int((Double(width) * scale).rounded())), max(1, Int((Double(height) * scale).rounded())))
  }
}

/// A picture as an `<img>` (in a `<picture>` with its sources) shows it.
struct PictureMarkup: Sendable, Hashable {
  /// The `<img>`'s `src`: the size for one device pixel per CSS pixel, in the fallback format.
  var src: String
  /// The `<img>`'s `srcset` (URLs with their widths; the file names need no escaping in one),
  /// empty for an SVG or an initials avatar.
  var srcset = ""
  /// The `sizes` of the `srcset`s: how wide the picture is shown.
  var sizes = ""
  /// The `<source>` elements of the modern formats, as HTML.
  var sourcesHTML = ""
  /// The shown size, in CSS pixels.
  var width: Int
  var height: Int

  /// The `<picture>` as HTML, its `<img>` of class `className` with an empty `alt` (a picture
  /// beside its name).
  func html(className: String) -> String {
    var html =
      "<picture>" + sourcesHTML + "<img class=\"" + className + "\" src=\"" + HTMLEscaping.attribute(src) + "\""
    if !srcset.isEmpty {
      html += " srcset=\"" + HTMLEscaping.attribute(srcset) + "\" sizes=\"" + sizes + "\""
    }
    return html + " alt=\"\" width=\"\(width)\" height=\"\(height)\"/></picture>"
  }
}
