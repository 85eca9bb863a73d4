/// The `rel` values a page's `<link>` may have (the page schema's list), and which of them name
/// another document rather than something the page loads. A template's head is held to them
/// when it is read, and every page's links when it is written.
package enum LinkRelations {
  package static let allowed: Set<String> = [
    "stylesheet", "icon", "apple-touch-icon", "mask-icon", "manifest", "preload", "canonical", "alternate",
    "author", "license", "help", "me", "prev", "next", "search",
  ]

  /// Links to another document: the page does not load what they name.
  package static let documents: Set<String> = [
    "canonical", "alternate", "author", "license", "help", "me", "prev", "next", "search",
  ]
}
