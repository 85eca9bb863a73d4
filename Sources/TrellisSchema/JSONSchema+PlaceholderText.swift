import TrellisSchema

extension JSONSchema {
  /// Text with placeholders in braces, as `PlaceholderText` reads it: not empty, each `{` closed
  /// by the first `}` after it around one of `names`, no other `}`; and, given `required`, that
  /// placeholder somewhere. (The pattern reads code points, the loader characters: a brace with
  /// a combining mark after it is literal to the loader; no one writes that.)
  package static func placeholderText(
    _ description: String, names: [String], requiring required: String? = nil
  ) -> JSONSchema {
    let piece = "(?:[^{}]|\\{(?:\(names.joined(separator: "|")))\\})"
    var schema = string(description, minLength: 1)
    schema.pattern = required.map { "^\(piece)*\\{\($0)\\}\(piece)*$" } ?? "^\(piece)+$"
    return schema
  }
}
