import Trellis

/// The messages of the command line itself (its inputs' are in their modules), in one place.
extension Diagnostic.Message {
  static func cannotWrite(_ path: String, _ reason: String) -> Self {
    Self("cli.cannotWrite", "cannot write \(path): \(reason)")
  }

  static func cannotRemoveCache(_ path: String, _ reason: String) -> Self {
    Self("cli.cannotRemoveCache", "cannot remove \(path): \(reason)")
  }

  static func outputNotRegular(_ path: String, _ kind: String) -> Self {
    Self(
      "cli.outputNotRegular",
      "\(path) is \(kind), not a regular file: the output is written only in place of a regular file (it is left as it is)"
    )
  }

  static func outputIsInput(_ output: String, _ input: String) -> Self {
    Self(
      "cli.outputIsInput",
      "the output \(output) is the input \(input): writing it would replace what is read (name another output)")
  }

  static let noSite = Self(
    "cli.noSite",
    "no site.json in this directory (nor Data/site.json): make a site with `trellis init`, or name one with --site DIR")

  static func noSiteDirectory(_ path: String) -> Self { Self("cli.noSiteDirectory", "no site directory \(path)") }
}
