// What `import Trellis` brings besides the Trellis module's own API: the layout model and its
// solver (standard library only), and diagnostics.
@_exported import TrellisDiagnostics
@_exported import TrellisLayout
