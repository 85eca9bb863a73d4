import TrellisDiagnostics

/// Every message about writing a gallery as a site folder, in one place.
extension Diagnostic.Message {
  static func cannotEncodeGallery(_ error: any Error) -> Self {
    Self("gallery.cannotEncode", "the gallery cannot be encoded: \(error)")
  }

  static func cannotWriteGallery(into directory: String, _ reason: String) -> Self {
    Self("gallery.cannotWrite", "cannot write the gallery into \(directory): \(reason)")
  }
}
