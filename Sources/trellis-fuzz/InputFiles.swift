import Foundation

/// Files to replay: a file, or every regular file in a folder (sorted, not recursive).
enum InputFiles {
  static func list(_ path: String) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      print("trellis-fuzz: \(path): no such file")
      exit(2)
    }
    guard isDirectory.boolValue else { return [path] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return names.sorted().map { "\(path)/\($0)" }.filter { file in
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) && !isFolder.boolValue
    }
  }

  static func read(_ path: String) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else {
      print("trellis-fuzz: \(path): cannot read")
      exit(2)
    }
    return Array(data)
  }
}
