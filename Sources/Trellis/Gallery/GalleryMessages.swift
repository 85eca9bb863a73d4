import TrellisDiagnostics

/// Every message about a gallery made of Swift values, in one place.
extension Diagnostic.Message {
  static func cannotEncodeGallery(_ error: any Error) -> Self {
    Self("gallery.cannotEncode", "the gallery cannot be encoded: \(error)")
  }

  static func noDataFileInGallery(_ path: String) -> Self {
    Self("gallery.noDataFile", "no data file \(path) in the gallery")
  }

  static func cannotWriteGallery(into directory: String, _ reason: String) -> Self {
    Self("gallery.cannotWrite", "cannot write the gallery into \(directory): \(reason)")
  }
}
