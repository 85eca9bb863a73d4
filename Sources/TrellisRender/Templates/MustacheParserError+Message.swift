import Mustache

extension MustacheTemplate.ParserError {
  /// What went wrong, in words (swift-mustache's cases print as their Swift names).
  var message: String {
    guard let error = error as? MustacheTemplate.Error else { return "\(error)" }
    return switch error {
    case .sectionCloseNameIncorrect: "this closing tag does not match the section it closes"
    case .unfinishedName: "a tag is not finished"
    case .expectedSectionEnd: "a section is never closed"
    case .invalidSetDelimiter: "a set-delimiter tag is not of the form {{=<% %>=}}"
    case .transformAppliedToInheritanceSection: "a transform cannot apply to an inherited section"
    case .illegalTokenInsideInheritSection: "only block definitions may stand inside a partial's inherit section"
    case .textInsideInheritSection: "text cannot stand inside a partial's inherit section"
    case .invalidConfigVariableSyntax: "a configuration tag is not of the form {{% NAME: value}}"
    case .unrecognisedConfigVariable: "unknown configuration variable"
    }
  }
}
