import TrellisDiagnostics

/// The messages of the command line itself (its inputs' are in their modules), in one place.
extension Diagnostic.Message {
  static func cannotWrite(_ path: String, _ reason: String) -> Self { "cannot write \(path): \(reason)" }
  static func outputNotRegular(_ path: String, _ kind: String) -> Self {
    "\(path) is \(kind), not a regular file: the output is written only in place of a regular file (it is left as it is)"
  }
  static func outputIsInput(_ output: String, _ input: String) -> Self {
    "the output \(output) is the input \(input): writing it would replace what is read (name another output)"
  }
}
