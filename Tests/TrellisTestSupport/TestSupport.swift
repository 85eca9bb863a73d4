import Foundation

/// Paths and helpers shared by the test targets.
public enum TestSupport {
  /// The repository's root directory (found from this file's own path).
  public static let repositoryRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }  // Tests/TrellisTestSupport/TestSupport.swift
    return url.path
  }()

  /// The bundled example site.
  public static var bundledSite: String { repositoryRoot + "/Data" }

  /// A file under `Tests/Fixtures/`.
  public static func fixture(_ name: String) -> String { repositoryRoot + "/Tests/Fixtures/" + name }

  /// The directory holding the built products (the `trellis` binary sits beside the test bundle).
  public static let productsDirectory: String = {
    #if os(Linux)
      let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    #else
      let executable = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
        .resolvingSymlinksInPath()
    #endif
    var directory = executable.deletingLastPathComponent()
    // The test runner may live inside a bundle directory (Name.xctest/...).
    while directory.path != "/",
      !FileManager.default.fileExists(atPath: directory.appendingPathComponent("trellis").path)
    {
      directory.deleteLastPathComponent()
    }
    return directory.path
  }()

  /// A new empty directory under this test process's own temporary directory, which is removed
  /// when the process exits.
  public static func makeTemporaryDirectory() throws -> String {
    let path = temporaryRoot + "/" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// Every file below `directory`: relative path → bytes.
  public static func files(in directory: String) throws -> [String: Data] {
    var result: [String: Data] = [:]
    for path in try FileManager.default.subpathsOfDirectory(atPath: directory) {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: directory + "/" + path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        result[path] = FileManager.default.contents(atPath: directory + "/" + path)
      }
    }
    return result
  }

  /// The line and column (from 1, columns in Unicode scalars, as diagnostics count them) of the
  /// first `marker` in `text`: tests mark where an error must be reported instead of counting.
  public static func position(of marker: String, in text: String) -> (line: Int, column: Int) {
    let before = text.components(separatedBy: marker)[0]
    let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
    return (lines.count, (lines.last?.unicodeScalars.count ?? 0) + 1)
  }

  /// `text` without its `‸` markers, and the line and column of each marker, in order.
  public static func unmarked(_ text: String) -> (text: String, markers: [(line: Int, column: Int)]) {
    var markers: [(line: Int, column: Int)] = []
    var output = ""
    var line = 1
    var column = 1
    for scalar in text.unicodeScalars {
      if scalar == "‸" {
        markers.append((line, column))
        continue
      }
      output.unicodeScalars.append(scalar)
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return (output, markers)
  }

  /// `diagnostic` with each `FILE:LINE:COLUMN` that is the place of a marker in FILE written
  /// `FILE:‸N` (N counting that file's markers from 1), so that a test expects an error at a
  /// marker instead of at a position counted by hand. Any other position is left as it is, and
  /// fails the expectation in plain view.
  public static func namingMarkers(_ markers: [String: [(line: Int, column: Int)]], in diagnostic: String) -> String {
    var text = diagnostic
    for (file, places) in markers {
      for (index, place) in places.enumerated().reversed() {
        text = text.replacing("\(file):\(place.line):\(place.column):", with: "\(file):‸\(index + 1):")
      }
    }
    return text
  }

  /// `trellis-tests-PID` in the system's temporary directory: created on first use, removed at
  /// exit; roots left by test processes that were killed are removed then too. Unless `TMPDIR`
  /// names another, the temporary directory is a file system in memory where there is one
  /// (Linux's `/dev/shm`): the tests write some fifty thousand files, for which a disk's file
  /// system spent several times the kernel's time, the more so with other work on the machine.
  static let temporaryRoot: String = {
    var isDirectory: ObjCBool = false
    let base =
      ProcessInfo.processInfo.environment["TMPDIR"] == nil
        && FileManager.default.fileExists(atPath: "/dev/shm", isDirectory: &isDirectory) && isDirectory.boolValue
        && FileManager.default.isWritableFile(atPath: "/dev/shm")
      ? "/dev/shm/" : NSTemporaryDirectory()
    for name in (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? [] {
      guard name.hasPrefix("trellis-tests-"), let pid = Int32(name.dropFirst("trellis-tests-".count)),
        kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      try? FileManager.default.removeItem(atPath: base + name)
    }
    atexit { try? FileManager.default.removeItem(atPath: TestSupport.temporaryRoot) }
    return base + "trellis-tests-\(getpid())"
  }()

  /// A copy of the bundled site in a temporary directory, with some files replaced.
  public static func siteCopy(replacing files: [String: String] = [:]) throws -> String {
    let directory = try makeTemporaryDirectory()
    for name in ["site.json", "emoji.json", "unicode-emoji.json", "characters.json", "static"] {
      try FileManager.default.copyItem(atPath: bundledSite + "/" + name, toPath: directory + "/" + name)
    }
    for (name, contents) in files {
      let path = directory + "/" + name
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try? FileManager.default.removeItem(atPath: path)
      try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
    }
    return directory
  }

  /// A copy of the bundled site without its item pages (a thousand pages, which only make a
  /// build slower), with some files replaced: for tests of what a build does, whatever the site.
  public static func smallSiteCopy(replacing files: [String: String] = [:]) throws -> String {
    let siteJSON = try bundledFile("site.json")
    let small = siteJSON.replacing(#""itemPages": true"#, with: #""itemPages": false"#)
    guard small != siteJSON else { throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: "site.json"]) }
    return try siteCopy(replacing: files.merging(["site.json": small]) { $1 })
  }

  /// The bundled site as the real `trellis build` writes it, built once for the test process
  /// (into a temporary directory), and what the build printed. Tests only read it.
  public static func bundledGallery() throws -> (output: String, build: ProcessResult) {
    try builtBundledGallery.get()
  }

  private static let builtBundledGallery = Result { () throws -> (output: String, build: ProcessResult) in
    let output = try makeTemporaryDirectory() + "/out"
    let build = try runTrellis(["build", "--output", output], in: repositoryRoot)
    guard build.status == 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: build.standardError])
    }
    return (output, build)
  }

  /// Reads a file of the bundled site.
  public static func bundledFile(_ name: String) throws -> String {
    try String(contentsOfFile: bundledSite + "/" + name, encoding: .utf8)
  }

  public struct ProcessResult: Sendable {
    public var status: Int32
    public var standardOutput: String
    public var standardError: String
  }

  /// Runs the real `trellis` binary; `environment` adds to (or replaces in) this process's;
  /// `wrapper` runs it through another command (`["setpriv", ...]`).
  public static func runTrellis(
    _ arguments: [String], in directory: String? = nil, environment: [String: String] = [:], wrapper: [String] = []
  ) throws -> ProcessResult {
    let process = Process()
    let binary = productsDirectory + "/trellis"
    if let command = wrapper.first {
      process.executableURL = URL(fileURLWithPath: command)
      process.arguments = Array(wrapper.dropFirst()) + [binary] + arguments
    } else {
      process.executableURL = URL(fileURLWithPath: binary)
      process.arguments = arguments
    }
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessResult(
      status: process.terminationStatus,
      standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData, as: UTF8.self))
  }
}

extension TestSupport {
  /// ``runTrellis(_:in:environment:wrapper:)`` on a thread of its own, for a test that waits on
  /// the clock (a `timeout` wrapper): the test's thread, one of as many as there are cores, is
  /// not held while the command waits.
  public static func runTrellis(
    _ arguments: [String], in directory: String? = nil, environment: [String: String] = [:], wrapper: [String] = []
  ) async throws -> ProcessResult {
    try await withCheckedThrowingContinuation { continuation in
      Thread {
        continuation.resume(
          with: Result { try runTrellis(arguments, in: directory, environment: environment, wrapper: wrapper) })
      }.start()
    }
  }
}

extension TestSupport {
  /// Whether golden files are being re-recorded (`TRELLIS_RECORD=1 swift test`).
  public static var isRecording: Bool { ProcessInfo.processInfo.environment["TRELLIS_RECORD"] == "1" }

  /// Compares `actual` with the golden file `Tests/Fixtures/golden/<name>`, or writes it when
  /// recording. Returns the golden text (nil if missing and not recording).
  public static func golden(_ name: String, _ actual: String) throws -> String? {
    let path = fixture("golden/" + name)
    if isRecording {
      try Data(actual.utf8).write(to: URL(fileURLWithPath: path))
      return actual
    }
    return try? String(contentsOfFile: path, encoding: .utf8)
  }
}

extension TestSupport {
  /// The text of the documentation file at `path` (relative to the repository) between the lines
  /// `begin` and `end`: a part generated from the code's own declarations, which a test compares
  /// with `generated`. When recording (`TRELLIS_RECORD=1`), the part is written again from
  /// `generated` and `generated` is returned.
  public static func generatedPart(of path: String, from begin: String, to end: String, generated: String) throws
    -> String
  {
    let url = URL(fileURLWithPath: repositoryRoot + "/" + path)
    let document = try String(contentsOf: url, encoding: .utf8)
    guard let start = document.range(of: begin + "\n"),
      let stop = document.range(of: end, range: start.upperBound..<document.endIndex)
    else { throw GeneratedPartMissing(path: path, begin: begin, end: end) }
    let listed = String(document[start.upperBound..<stop.lowerBound])
    if isRecording, listed != generated {
      try Data(document.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: generated).utf8).write(
        to: url)
      return generated
    }
    return listed
  }

  /// A documentation file without the markers of its generated part.
  public struct GeneratedPartMissing: Error, CustomStringConvertible {
    public var path: String
    public var begin: String
    public var end: String
    public var description: String { "\(path) has no part between \"\(begin)\" and \"\(end)\"" }
  }
}
