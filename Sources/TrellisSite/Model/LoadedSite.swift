import TrellisData
import TrellisDiagnostics
import TrellisGallery
import TrellisLayout
import TrellisRender

/// A loaded and checked site: its gallery, its data, and its pages resolved against the data.
package struct LoadedSite: Sendable {
  /// The site directory as the user named it; nil for a site made of Swift values without one
  /// (no template overrides, images or static files).
  package var directory: String?
  /// The site's model: site.json's values, or a gallery's. A site folder's data is in ``emoji``
  /// and ``characters``, not in the gallery's catalog.
  package var gallery: Gallery
  /// site.json's `data`: the data files' paths (none for a gallery made in Swift).
  package var dataFiles = DataFiles()
  /// Where the gallery's values are written: in site.json, or nowhere for a gallery.
  package var places: JSONPlaces
  /// Which way the pages run: the gallery's direction, else its language's.
  package var direction: LayoutDirection
  /// The words Trellis writes on pages, in the site's language.
  package var strings: InterfaceStrings
  package var emoji: EmojiCatalog?
  package var characters: CharacterCatalog?
  package var pages: [Page]
  /// The files of the site's `static/` folder (relative to it), copied into the output as they are.
  package var staticFiles: [String] = []
  /// What loading found that does not stop a build (subgroups left in English on a site in
  /// another language, say).
  package var warnings: [Diagnostic] = []

  /// What the site is called where a list of sites names it: its site.json, or the gallery.
  package var sourceName: String { places.file?.name ?? "the gallery" }
}
