/// The RelaxNG schema of Trellis pages (`Schemas/page.rng`, built into the binary).
package enum PageSchema {
  package static var relaxNG: String {
    BundledSchemas.all.first { $0.name == "page" }?.text ?? ""
  }
}
