// swift-tools-version: 6.0
// Trellis benchmarks: run in release builds only, never as unit tests.
//   swift run -c release --package-path Benchmarks trellis-benchmarks solver
import PackageDescription

let package = Package(
  name: "TrellisBenchmarks",
  dependencies: [.package(name: "Trellis", path: "..")],
  targets: [
    .executableTarget(
      name: "trellis-benchmarks",
      dependencies: [.product(name: "Trellis", package: "Trellis")]
    )
  ]
)
