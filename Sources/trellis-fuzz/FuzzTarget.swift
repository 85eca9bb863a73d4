import Foundation
import TrellisCSS
import TrellisData
import TrellisDiagnostics
import TrellisLayout
import TrellisPictures
import TrellisRender
import TrellisSite
import TrellisValidation

/// The input readers that fuzzing covers, each from raw bytes to everything it feeds: an error
/// is a fine outcome, a crash or a hang is a finding.
enum FuzzTarget: String, CaseIterable {
  /// `emoji.json` through the emoji catalog's loader.
  case emoji
  /// `characters.json` through the character catalog's loader.
  case characters
  /// `site.json`: decoded, its values checked, its pages resolved.
  case site
  /// A template override through the template scanner, specialisation and rendering.
  case templates
  /// A layout file through the layout decoder, the solver (at three viewports) and the CSS
  /// compiler.
  case layout
  /// A page through the validator's push parser and the page schema, fed in pieces.
  case validator
  /// An image through the header reader (as each format) and the SVG active-content scan.
  case image
  /// A picture through libvips, as a file named by the first byte's choice of extension: the
  /// limits read from its header, then decoded, oriented, converted and written small.
  case picture
  /// Unicode's emoji-test.txt through `trellis import`'s reader and writer, then the emoji
  /// loader: a catalog import writes that the loader refuses is a finding.
  case emojiTest
  /// A CLDR annotation file through `trellis import`'s reader.
  case cldr
  /// File names (between NUL bytes) built into an output twice, with a file of the user's in
  /// it: the manifest, the carry-over and the swap (see `output(_:)`).
  case output
  /// File names (between NUL bytes) in a static folder, with a link and a FIFO as the first
  /// byte says, through the folder's walk.
  case staticFolder

  func run(_ bytes: [UInt8]) {
    let file = SourceFile(name: "input.json", bytes: bytes)
    switch self {
    case .emoji:
      _ = try? EmojiCatalog.load(from: file)
    case .characters:
      _ = try? CharacterCatalog.load(from: file)
    case .site:
      // Decoded, its values checked and its pages resolved, with no data file to read.
      _ = try? LoadedSite.load(siteFile: file, directory: nil) { _ throws(DiagnosticError) in throw DiagnosticError([])
      }
    case .templates:
      Self.template(String(decoding: bytes, as: UTF8.self))
    case .layout:
      Self.layout(file)
    case .validator:
      // The piece size comes from the input, so pieces split tags and characters anywhere.
      _ = DocumentCheck.problemCount(in: bytes, chunk: 1 + Int(bytes.first ?? 0) * 16)
    case .image:
      for fileExtension in ["png", "jpg", "gif", "webp", "svg"] {
        _ = ImageInfo.read(bytes, fileExtension: fileExtension)
      }
      _ = SVGActiveContent.find(in: bytes)
    case .picture:
      Self.picture(bytes)
    case .emojiTest:
      Self.emojiTest(bytes)
    case .cldr:
      var annotations = CLDRAnnotations()
      try? annotations.add(SourceFile(name: "en.xml", bytes: bytes))
    case .output:
      Self.output(bytes)
    case .staticFolder:
      Self.staticFolder(bytes)
    }
  }

  /// The bytes as a picture file (its extension chosen by the first byte, so that a file may or
  /// may not be what it says), made at two small sizes as WebP and its fallback.
  private static func picture(_ bytes: [UInt8]) {
    let extensions = ["jpg", "png", "gif", "webp", "avif", "tif"]
    let folder = NSTemporaryDirectory() + "trellis-fuzz-picture-\(getpid())"
    try? FileManager.default.removeItem(atPath: folder)
    guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else {
      return
    }
    let path = folder + "/input." + extensions[Int(bytes.first ?? 0) % extensions.count]
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes.dropFirst())) else { return }
    _ = try? PictureMaker.make(
      path, sizes: PictureMaker.Sizes(squares: [16], boxes: [24]), settings: PictureMaker.Settings(formats: [.webp]),
      into: folder)
  }

  /// The list imported, then loaded: import must never write what the loader refuses, so a
  /// refusal stops the run here, deliberately, with the loader's errors.
  private static func emojiTest(_ bytes: [UInt8]) {
    guard let list = try? EmojiTestFile(SourceFile(name: "emoji-test.txt", bytes: bytes)) else { return }
    do {
      _ = try EmojiCatalog.load(from: SourceFile(name: "emoji.json", text: list.catalogJSON()))
    } catch {
      fatalError("import wrote a catalog the emoji loader refuses: \(error.description.prefix(2_000))")
    }
  }

  /// The text as the grid cell's template, rendered with every field present and with none.
  private static func template(_ text: String) {
    guard let templates = try? TemplateSet(overrides: ["cell-grid": (path: "cell-grid.mustache", text: text)])
    else { return }
    let fields = ["text", "title", "subtitle", "value", "image", "initials", "badge", "href"]
    for present in [Set(fields), []] {
      guard let compiled = try? templates.compiled("cell-grid", fields: fields, present: present) else { continue }
      _ = compiled.render(fields.map { "<\($0) & \"value\">" })
    }
  }

  /// The layout solved for 12 items at a phone, a tablet and a desktop viewport, then compiled.
  private static func layout(_ file: SourceFile) {
    guard let provider = try? JSONValueDecoder().decode(SectionLayoutProvider.self, from: file) else { return }
    for (width, height) in [(390.0, 844.0), (1024, 768), (1920, 1080)] {
      let environment = LayoutEnvironment(containerWidth: width, containerHeight: height)
      _ = LayoutSolver.solve(provider.layout(for: environment), itemCount: 12, environment: environment)
    }
    _ = try? SectionStyleCompiler.compile(provider)
  }
}
