import TrellisDiagnostics
import TrellisPictures

/// Every message about writing the output directory (and the site `trellis init` writes), in one place.
extension Diagnostic.Message {
  /// The output (or a file in it, at `path`) could not be written, and why.
  static func cannotWrite(_ output: String, _ path: String? = nil, _ reason: String? = nil) -> Self {
    Self("output.cannotWrite", "cannot write \(output)\(path.map { "/" + $0 } ?? "")\(reason.map { ": " + $0 } ?? "")")
  }

  static func cannotKeep(_ output: String, _ path: String, _ reason: String) -> Self {
    Self("output.cannotKeep", "cannot keep \(output)/\(path) in the new site: \(reason)")
  }

  /// A file of the output that Trellis did not write stands where the new site has a file.
  static func userFileInTheWay(_ output: String, _ path: String) -> Self {
    Self(
      "output.userFileInTheWay",
      "\(output)/\(path) was not written by Trellis and the new site has a file of that name; move it away first")
  }

  static func outputNotADirectory(_ output: String) -> Self {
    Self("output.outputNotADirectory", "\(output) exists and is not a directory")
  }

  /// `what` says what the output directory is: "the root directory", "the home directory" ….
  static func refusingOutput(_ output: String, it what: String) -> Self {
    Self("output.refusingOutput", "refusing to write the site into \(output): it is \(what); choose another --output")
  }

  static func imageNotFound(_ name: String, folder: String, kinds: String) -> Self {
    Self("output.imageNotFound", "no image \"\(name)\" in \(folder) (\(kinds)); an initials avatar was generated")
  }

  static func activeSVGContent(_ what: String) -> Self {
    Self(
      "output.activeSVGContent",
      "the SVG image has active content (\(what)), which would run when the image is opened; an initials avatar was generated instead"
    )
  }

  static func unreadablePicture(_ path: String, _ reason: String) -> Self {
    Self("output.unreadablePicture", "\(path): \(reason); an initials avatar was generated")
  }

  static func unsupportedPicture(_ path: String) -> Self {
    let kinds = SiteImages.extensions.map { "." + $0 }.joined(separator: ", ")
    return Self(
      "output.unsupportedPicture",
      "\(path): Trellis does not read this format (it reads \(kinds)); an initials avatar was generated")
  }

  static func pictureProblem(_ path: String, _ problem: PictureProblem) -> Self {
    let reason =
      switch problem {
      case .empty: "the file is empty"
      case .tooLarge(let bytes, let limit):
        "the file is \(bytes / 1_000_000) MB, more than the \(limit / 1_000_000) MB Trellis reads"
      case .tooManyPixels(let width, let height, let limit):
        "the picture is \(width) × \(height) pixels (\(width * height / 1_000_000) megapixels), more than the \(limit / 1_000_000) megapixels Trellis decodes"
      case .animated(let frames): "the picture is animated (\(frames) frames); Trellis shows still pictures"
      case .wrongExtension(let content): "the file holds a \(content) picture; give it that format's extension"
      case .unsupported(let message): "not a picture Trellis reads (\(message))"
      case .unreadable(let message): "the picture cannot be decoded, truncated or damaged (\(message))"
      case .noLibvips(let message): "pictures are made with libvips, and \(message)"
      }
    return Self("output.pictureProblem", "\(path): \(reason); an initials avatar was generated")
  }

  static func moreImagesNotFound(_ count: Int, file: String, folder: String, names: [String], more: Bool) -> Self {
    Self(
      "output.moreImagesNotFound",
      "\(file): \(count) more image\(count == 1 ? "" : "s") not found in \(folder) (\(names.joined(separator: ", "))\(more ? ", …" : "")); initials avatars were generated"
    )
  }

  static func unreadableStaticFile(_ path: String, _ reason: String) -> Self {
    Self("output.unreadableStaticFile", "\(path): \(reason)")
  }

  static func staticFileCollides(_ source: String, path: String) -> Self {
    Self("output.staticFileCollides", "\(source): Trellis writes \(path) itself; rename the static file")
  }

  static func staticNameNotUTF8(_ path: String) -> Self {
    Self(
      "output.staticNameNotUTF8",
      "\(path): the name is not UTF-8 (its other bytes are shown as \\xNN), so no page can link to it; rename it")
  }

  static func staticLinkNotCopied(_ path: String) -> Self {
    Self(
      "output.staticLinkNotCopied",
      "\(path): a symbolic link; static/ copies the files and folders it holds, never a link (which could copy files from outside the site): put the file itself there"
    )
  }

  static func staticNotAFile(_ path: String) -> Self {
    Self(
      "output.staticNotAFile",
      "\(path): not a file or a folder (a FIFO, a socket or a device); static/ copies files and folders only")
  }

  static func scaffoldWouldOverwrite(_ path: String) -> Self {
    Self(
      "output.scaffoldWouldOverwrite",
      "\(path) exists already; trellis init never overwrites a file: move it away, or name another directory")
  }

  static func scaffoldFolderIsALink(_ path: String) -> Self {
    Self(
      "output.scaffoldFolderIsALink",
      "\(path) is a symbolic link; trellis init never writes through one into a folder elsewhere: make it a folder, or name another directory"
    )
  }

  static func scaffoldFolderIsNotAFolder(_ path: String) -> Self {
    Self(
      "output.scaffoldFolderIsNotAFolder",
      "\(path) is in the way; trellis init writes files into a folder there: move it away, or name another directory")
  }
}
