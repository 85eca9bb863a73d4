/// A layout the CSS compiler cannot express exactly. The message says what and why, so the
/// site's author can change the layout (the solver still lays it out; only the browser could not
/// show it as declared, and Trellis never ships CSS that disagrees with its solver).
public struct CSSCompileError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
