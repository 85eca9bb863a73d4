import Mustache
import TrellisDiagnostics

extension MustacheTemplate.ParserError {
  /// What went wrong, in words (swift-mustache's cases print as their Swift names).
  var message: Diagnostic.Message {
    guard let error = error as? MustacheTemplate.Error else { return .parserError(error) }
    return switch error {
    case .sectionCloseNameIncorrect: .closingTagMismatch
    case .unfinishedName: .unfinishedTag
    case .expectedSectionEnd: .sectionNeverClosed
    case .invalidSetDelimiter: .badSetDelimiter
    case .transformAppliedToInheritanceSection: .transformOnInheritedSection
    case .illegalTokenInsideInheritSection: .tokenInInheritSection
    case .textInsideInheritSection: .textInInheritSection
    case .invalidConfigVariableSyntax: .badConfigurationTag
    case .unrecognisedConfigVariable: .unknownConfigurationVariable
    }
  }
}
