import TrellisDiagnostics

/// Every message about writing the output directory (and the site `trellis init` writes), in one place.
extension Diagnostic.Message {
  /// The output (or a file in it, at `path`) could not be written, and why.
  static func cannotWrite(_ output: String, _ path: String? = nil, _ reason: String? = nil) -> Self {
    "cannot write \(output)\(path.map { "/" + $0 } ?? "")\(reason.map { ": " + $0 } ?? "")"
  }

  static func cannotKeep(_ output: String, _ path: String, _ reason: String) -> Self {
    "cannot keep \(output)/\(path) in the new site: \(reason)"
  }

  /// A file of the output that Trellis did not write stands where the new site has a file.
  static func userFileInTheWay(_ output: String, _ path: String) -> Self {
    "\(output)/\(path) was not written by Trellis and the new site has a file of that name; move it away first"
  }

  static func outputNotADirectory(_ output: String) -> Self { "\(output) exists and is not a directory" }

  /// `what` says what the output directory is: "the root directory", "the home directory" ….
  static func refusingOutput(_ output: String, it what: String) -> Self {
    "refusing to write the site into \(output): it is \(what); choose another --output"
  }

  static func unreadableTemplate(_ path: String, _ reason: String) -> Self { "\(path): \(reason)" }

  static func imageNotFound(_ name: String, folder: String, kinds: String) -> Self {
    "no image \"\(name)\" in \(folder) (\(kinds)); an initials avatar was generated"
  }

  static func moreImagesNotFound(_ count: Int, file: String, folder: String, names: [String], more: Bool) -> Self {
    "\(file): \(count) more image\(count == 1 ? "" : "s") not found in \(folder) (\(names.joined(separator: ", "))\(more ? ", …" : "")); initials avatars were generated"
  }

  static func unreadableStaticFile(_ path: String, _ reason: String) -> Self { "\(path): \(reason)" }

  static func staticFileCollides(_ source: String, path: String) -> Self {
    "\(source): Trellis writes \(path) itself; rename the static file"
  }

  static func staticNameNotUTF8(_ path: String) -> Self {
    "\(path): the name is not UTF-8 (its other bytes are shown as \\xNN), so no page can link to it; rename it"
  }

  static func staticLinkNotCopied(_ path: String) -> Self {
    "\(path): a symbolic link; static/ copies the files and folders it holds, never a link (which could copy files from outside the site): put the file itself there"
  }

  static func staticNotAFile(_ path: String) -> Self {
    "\(path): not a file or a folder (a FIFO, a socket or a device); static/ copies files and folders only"
  }

  static func scaffoldWouldOverwrite(_ path: String) -> Self {
    "\(path) exists already; trellis init never overwrites a file: move it away, or name another directory"
  }

  static func scaffoldFolderIsALink(_ path: String) -> Self {
    "\(path) is a symbolic link; trellis init never writes through one into a folder elsewhere: make it a folder, or name another directory"
  }

  static func scaffoldFolderIsNotAFolder(_ path: String) -> Self {
    "\(path) is in the way; trellis init writes files into a folder there: move it away, or name another directory"
  }
}
