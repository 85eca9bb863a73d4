import Foundation
import Testing

/// Decodes `json` into `T` with Foundation's `JSONDecoder`.
func decode<T: Decodable>(_ type: T.Type = T.self, _ json: String) throws -> T {
  try JSONDecoder().decode(T.self, from: Data(json.utf8))
}

/// What a failed decode reported: where, and what it said.
struct DecodingFailure {
  /// The coding path, keys by name and array positions as `[n]`.
  var path: [String]
  /// The error's debug description.
  var message: String
}

/// Decodes `json` as `T`, expecting a `DecodingError`, and returns its path and message.
/// Records an issue (and returns `nil`) when decoding succeeds or throws something else.
func decodingFailure<T: Decodable>(
  _ type: T.Type, _ json: String, sourceLocation: SourceLocation = #_sourceLocation
) -> DecodingFailure? {
  do {
    let value = try decode(T.self, json)
    Issue.record("expected a decoding error, decoded \(value)", sourceLocation: sourceLocation)
    return nil
  } catch let error as DecodingError {
    let context: DecodingError.Context
    switch error {
    case .dataCorrupted(let c): context = c
    case .keyNotFound(let key, let c):
      context = DecodingError.Context(
        codingPath: c.codingPath + [key], debugDescription: c.debugDescription)
    case .typeMismatch(_, let c): context = c
    case .valueNotFound(_, let c): context = c
    @unknown default:
      Issue.record("unexpected decoding error \(error)", sourceLocation: sourceLocation)
      return nil
    }
    let path = context.codingPath.map { key in key.intValue.map { "[\($0)]" } ?? key.stringValue }
    return DecodingFailure(path: path, message: context.debugDescription)
  } catch {
    Issue.record("expected a DecodingError, got \(error)", sourceLocation: sourceLocation)
    return nil
  }
}

/// Expects decoding `json` as `T` to fail at `path` with a message containing every one of
/// `words`.
func expectFailure<T: Decodable>(
  _ type: T.Type, _ json: String, at path: [String], saying words: [String],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let failure = decodingFailure(type, json, sourceLocation: sourceLocation) else { return }
  #expect(failure.path == path, sourceLocation: sourceLocation)
  for word in words {
    #expect(
      failure.message.contains(word), "\"\(failure.message)\" should mention \"\(word)\"",
      sourceLocation: sourceLocation)
  }
}

/// A full-width, full-height size, the seeds' most common item size, as JSON.
let fillSizeJSON = """
  {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}
  """
