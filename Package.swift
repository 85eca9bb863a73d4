// swift-tools-version: 6.1
// Trellis: a static site generator for galleries, laid out with a compositional layout engine.
import PackageDescription

let package = Package(
  name: "Trellis",
  // Linux is where Trellis is built and tested. macOS 15 is the first with the Synchronization
  // module's Mutex, which the build uses; Trellis has not been built on macOS yet.
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "trellis", targets: ["trellis"]),
    // The library: `import Trellis`. Its API is the Trellis target's own public declarations
    // and the site model (TrellisGallery), layout model (TrellisLayout) and diagnostics
    // (TrellisDiagnostics) it re-exports;
    // every other target's declarations are `package`.
    .library(name: "Trellis", targets: ["Trellis"]),
    // `swift package trellis build` and `swift package trellis check` in a package that depends on
    // Trellis (a command plugin is usable from another package only as a product).
    .plugin(name: "TrellisCommand", targets: ["TrellisCommand"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
    // The preview server. No traits: swift-configuration is not needed.
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    // `swift package generate-documentation`: the library's DocC (Sources/Trellis/Trellis.docc).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // What every target reports with and writes through: diagnostics and source locations,
    // "did you mean" suggestions, HTML and JSON escaping, the stable hash. Standard library only.
    .target(name: "TrellisDiagnostics"),

    // JSON Schemas of the input files, which each type that decodes a part of one declares beside
    // its decoder; `trellis schema` prints them for editors. Standard library only.
    .target(name: "TrellisSchema", dependencies: ["TrellisDiagnostics"]),

    // The layout model and its frame solver. Standard library only: no Foundation, no C.
    .target(name: "TrellisLayout", dependencies: ["TrellisDiagnostics", "TrellisSchema"]),

    // The CSS compiler: each section layout becomes CSS that places every cell where the solver
    // says, at every container width. Standard library only.
    .target(name: "TrellisCSS", dependencies: ["TrellisDiagnostics", "TrellisLayout"]),

    // What CLDR knows of a language, compiled into tables (Scripts/cldr-tables.py): plural rules,
    // list patterns, quotation marks, digits, the registry of language subtags, likely scripts,
    // Unicode's scripts. Standard library only.
    .target(name: "TrellisLanguage"),

    // The site model: a gallery's pages, sections, settings and data as public values, which
    // site.json, the data files and Swift code all make. Standard library only.
    .target(name: "TrellisGallery", dependencies: ["TrellisDiagnostics", "TrellisLayout", "TrellisSchema"]),

    // Gallery data: located JSON loading, emoji and characters, the importer's readers.
    .target(
      name: "TrellisData",
      dependencies: ["TrellisDiagnostics", "TrellisGallery", "TrellisSchema"]
    ),

    // HTML, CSS and SVG from the site's pages: templates (Mustache), escaping, the stylesheet.
    .target(
      name: "TrellisRender",
      dependencies: [
        "TrellisDiagnostics", "TrellisCSS", "TrellisLayout", "TrellisLanguage",
        .product(name: "Mustache", package: "swift-mustache"),
      ],
      plugins: ["EmbedTemplates"]
    ),

    // Templates/*.mustache, Schemas/*.rng and the preview's client (live.js) built into the binary.
    .executableTarget(name: "embed-templates"),
    .plugin(name: "EmbedTemplates", capability: .buildTool(), dependencies: ["embed-templates"]),

    // The pipeline: site.json -> data -> page snapshots -> layouts -> render -> validate -> write.
    .target(
      name: "TrellisSite",
      dependencies: [
        "TrellisDiagnostics", "TrellisLayout", "TrellisGallery", "TrellisData", "TrellisCSS", "TrellisRender",
        "TrellisLanguage", "TrellisValidation", "TrellisPictures", "TrellisSchema", "CTrellisFileSystem",
      ]),

    // libxml2, seen by TrellisValidation only (through `internal import`).
    .systemLibrary(
      name: "CLibXML2", path: "Sources/CLibXML2", pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]),

    // libvips, opened at run time (dlopen) by TrellisPictures only: each call with its options fixed.
    .target(name: "CVips", linkerSettings: [.linkedLibrary("dl")]),

    // A character's picture at the sizes and in the formats a page shows it, with libvips: oriented,
    // in sRGB, stripped of metadata, checked against limits before a pixel is decoded.
    .target(name: "TrellisPictures", dependencies: ["CVips"]),

    // Checks every file Trellis writes: well-formed XML, the page schema, links, ids, reachability.
    .target(name: "TrellisValidation", dependencies: ["TrellisDiagnostics", "CLibXML2"], plugins: ["EmbedTemplates"]),

    // The atomic directory exchange that swaps a new build in (renameat2 on Linux, renamex_np on
    // Darwin, two renames elsewhere).
    .target(name: "CTrellisFileSystem"),

    // `trellis serve`: the HTTP server (Hummingbird), the file watcher (inotify, or polling), incremental
    // rebuilds and the live-update client.
    .target(
      name: "TrellisPreview",
      dependencies: [
        "TrellisDiagnostics", "TrellisSite", "TrellisData", "TrellisRender",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
      ],
      exclude: ["Client"],
      plugins: ["EmbedTemplates"]
    ),

    // The library's public API: sites from folders or Swift values, checking, building, a
    // layout's frames and CSS. Re-exports the site model, the layout model and the diagnostics.
    .target(
      name: "Trellis",
      dependencies: [
        "TrellisDiagnostics", "TrellisLayout", "TrellisGallery", "TrellisCSS", "TrellisData", "TrellisSite",
        "TrellisValidation", "TrellisSchema",
      ]
    ),

    // The command-line tool.
    .executableTarget(
      name: "trellis",
      dependencies: [
        "Trellis", "TrellisPreview",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // The command plugin: runs `trellis build` or `trellis check` on the package's site. It writes
    // into the package (Output/), which macOS's plugin sandbox allows only with the permission
    // (`--allow-writing-to-package-directory`); elsewhere there is no sandbox, and asking for the
    // permission would make `check`, which writes nothing, need the flag too.
    .plugin(
      name: "TrellisCommand",
      capability: .command(
        intent: .custom(verb: "trellis", description: "Build (into Output/) or check the package's Trellis site."),
        permissions: writingPermissions),
      dependencies: ["trellis"]
    ),

    // Fuzzing: each input reader from raw bytes (Scripts/fuzz.sh builds it for libFuzzer; built
    // normally it replays inputs).
    .executableTarget(
      name: "trellis-fuzz",
      dependencies: [
        "TrellisDiagnostics", "TrellisSite", "TrellisCSS", "TrellisData", "TrellisLayout", "TrellisRender",
        "TrellisValidation", "TrellisPictures",
      ]
    ),

    // Shared test helpers: fixture paths and readers (the layout fixtures, kept generated cases
    // among them), running the real binary, errors expected at a marker, the seeded generator.
    .target(
      name: "TrellisTestSupport",
      dependencies: [
        "TrellisData", "TrellisLayout", .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      path: "Tests/TrellisTestSupport"
    ),

    .testTarget(
      name: "TrellisLayoutTests",
      dependencies: [
        "TrellisLayout", "TrellisData", "TrellisTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(name: "TrellisLanguageTests", dependencies: ["TrellisLanguage"]),
    .testTarget(
      name: "TrellisPicturesTests",
      dependencies: [
        "TrellisPictures", "TrellisTestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
    .testTarget(name: "TrellisDiagnosticsTests", dependencies: ["TrellisDiagnostics", "TrellisTestSupport"]),
    .testTarget(
      name: "TrellisRenderTests",
      dependencies: ["TrellisDiagnostics", "TrellisRender", "TrellisCSS", "TrellisTestSupport"]
    ),
    .testTarget(
      name: "TrellisCSSTests", dependencies: ["TrellisCSS", "TrellisLayout", "TrellisData", "TrellisTestSupport"]),
    .testTarget(
      name: "TrellisDataTests",
      dependencies: [
        "TrellisDiagnostics", "TrellisData", "TrellisTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "TrellisSiteTests",
      dependencies: [
        "TrellisDiagnostics", "TrellisGallery", "TrellisSite", "TrellisRender", "TrellisCSS", "TrellisTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
    .testTarget(
      name: "TrellisValidationTests",
      dependencies: [
        "TrellisValidation", "TrellisTestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
    .testTarget(
      name: "TrellisPreviewTests",
      dependencies: [
        "TrellisPreview", "TrellisSite", "TrellisTestSupport", .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOEmbedded", package: "swift-nio"), .product(name: "NIOHTTP1", package: "swift-nio"),
      ]
    ),
    .testTarget(name: "TrellisCLITests", dependencies: ["trellis", "Trellis", "TrellisTestSupport"]),
    .testTarget(name: "TrellisTests", dependencies: ["Trellis", "TrellisTestSupport"]),
  ]
)

/// What the command plugin asks for: writing into the package, where a sandbox would prevent it.
var writingPermissions: [PluginPermission] {
  #if os(macOS)
    [.writeToPackageDirectory(reason: "trellis build writes the site into Output/")]
  #else
    []
  #endif
}
