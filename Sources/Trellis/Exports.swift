// What `import Trellis` brings besides the Trellis module's own API: the site model (a
// gallery's values), the layout model and its solver (standard library only), and diagnostics.
@_exported import TrellisDiagnostics
@_exported import TrellisGallery
@_exported import TrellisLayout
