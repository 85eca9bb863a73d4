// swift-tools-version: 6.1
// An example of build-time site generation: a gallery made of Swift values, built by the Trellis
// library (`swift run make-gallery`) and, written as a site folder, by the Trellis command plugin
// (`swift package --allow-writing-to-package-directory trellis build`).
import PackageDescription

let package = Package(
  name: "GalleryFromSwift",
  platforms: [.macOS(.v15)],
  dependencies: [
    // Trellis itself, by path: this folder sits two levels inside the Trellis repository.
    .package(name: "Trellis", path: "../..")
  ],
  targets: [
    .executableTarget(name: "make-gallery", dependencies: [.product(name: "Trellis", package: "Trellis")])
  ]
)
