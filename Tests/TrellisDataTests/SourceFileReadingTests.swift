import Foundation
import Testing

@testable import TrellisData

/// A large file is read in two halves at once (``SourceFile/readRegularFile(_:halvesFrom:)``):
/// whatever its size, that gives the file's bytes, as one read does.
@Suite struct SourceFileReadingTests {
  @Test(arguments: [0, 1, 2, 3, 4_095, 4_096, 65_537, 1_000_003])
  func halvesGiveTheFilesBytes(size: Int) throws {
    var state: UInt64 = UInt64(size) &+ 0x9E37_79B9_7F4A_7C15
    let bytes = (0..<size).map { _ -> UInt8 in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 56)
    }
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-read-\(UUID()).bin").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
    #expect(try SourceFile.readRegularFile(path, halvesFrom: 0) == bytes)
    #expect(try SourceFile.readRegularFile(path, halvesFrom: .max) == bytes)
  }

  @Test func aDirectoryOrAMissingFileIsRefusedReadInHalvesToo() {
    let directory = FileManager.default.temporaryDirectory.path
    #expect(throws: FileReadFailure.self) { try SourceFile.readRegularFile(directory, halvesFrom: 0) }
    #expect(throws: FileReadFailure.self) {
      try SourceFile.readRegularFile(directory + "/no-such-\(UUID())", halvesFrom: 0)
    }
  }
}
