import Foundation
import PackagePlugin

/// Builds the repository's `Templates/*.mustache` (into TrellisRender), `Schemas/*.rng` and
/// `*.xsd` (into TrellisValidation) and `Sources/TrellisPreview/Client/*.js` (into TrellisPreview)
/// into the binary: generates a Swift file with each file as a string literal, so `trellis` works
/// from any directory once installed.
@main
struct EmbedTemplates: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let (folder, fileExtensions, enumName): (String, Set<String>, String)
    let directory: URL
    switch target.name {
    case "TrellisValidation":
      (folder, fileExtensions, enumName) = ("Schemas", ["rng", "xsd"], "BundledSchemas")
      directory = context.package.directoryURL.appending(path: folder)
    case "TrellisPreview":
      (folder, fileExtensions, enumName) = ("Client", ["js"], "BundledClient")
      directory = target.directoryURL.appending(path: folder)
    default:
      (folder, fileExtensions, enumName) = ("Templates", ["mustache"], "BundledTemplates")
      directory = context.package.directoryURL.appending(path: folder)
    }
    let inputs = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
      .filter { fileExtensions.contains($0.pathExtension) }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
    let output = context.pluginWorkDirectoryURL.appending(path: "\(enumName).swift")
    return [
      .buildCommand(
        displayName: "Embedding \(inputs.count) \(folder.lowercased())",
        executable: try context.tool(named: "embed-templates").url,
        arguments: [output.path, enumName, folder] + inputs.map(\.path),
        inputFiles: inputs,
        outputFiles: [output])
    ]
  }
}
