extension Diagnostic {
  /// What a diagnostic says, and which kind of problem it is.
  ///
  /// Every message is declared one way: a static member of an extension of `Message`, beside the
  /// code that reports it (each concern's `…Messages.swift`, such as `OutputMessages.swift` for
  /// writing the output or `TemplateMessages.swift` for templates), with its ``Diagnostic/ID``
  /// and its wording together. A newcomer finds every message of a concern in one place, and one
  /// problem is always worded one way:
  ///
  ///     extension Diagnostic.Message {
  ///       static func duplicatePage(_ id: String) -> Self {
  ///         Self("site.duplicatePage", "duplicate page id \"\(id)\"")
  ///       }
  ///     }
  ///
  /// A `Decodable` type reports one through ``Swift/DecodingError/problem(_:at:)``.
  package struct Message: Error, Hashable, Sendable, CustomStringConvertible {
    package var id: Diagnostic.ID
    package var text: String

    package init(_ id: Diagnostic.ID, _ text: String) {
      self.id = id
      self.text = text
    }

    package var description: String { text }

    /// An error no input should cause, said as the error describes itself, so that it is still
    /// reported if one does.
    package static func unexpected(_ error: any Error) -> Self { Self("trellis.unexpected", "\(error)") }
  }
}

extension DecodingError {
  /// A value a `Decodable` type cannot accept: the message, with its ID, reaches the diagnostic
  /// whichever decoder reports it (as the error's `underlyingError`).
  ///
  /// - Parameters:
  ///   - message: What is wrong with the value.
  ///   - codingPath: Where the value is: the container's coding path and the key, for a keyed
  ///     container's value.
  package static func problem(_ message: Diagnostic.Message, at codingPath: [any CodingKey]) -> DecodingError {
    .dataCorrupted(Context(codingPath: codingPath, debugDescription: message.text, underlyingError: message))
  }

  /// The value at `key` of `container` cannot be accepted.
  package static func problem<Key: CodingKey>(
    _ message: Diagnostic.Message, forKey key: Key, in container: KeyedDecodingContainer<Key>
  ) -> DecodingError {
    problem(message, at: container.codingPath + [key])
  }

  /// The value `container` decodes cannot be accepted.
  package static func problem(_ message: Diagnostic.Message, in container: any SingleValueDecodingContainer)
    -> DecodingError
  {
    problem(message, at: container.codingPath)
  }

  /// The message a decoding error says, with its ID: the one a ``problem(_:at:)`` carries, else
  /// `fallback` (which gets the error's own description for a decoder's or a library's error).
  package var message: Diagnostic.Message? {
    switch self {
    case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context),
      .keyNotFound(_, let context):
      return context.underlyingError as? Diagnostic.Message
    @unknown default:
      return nil
    }
  }
}
