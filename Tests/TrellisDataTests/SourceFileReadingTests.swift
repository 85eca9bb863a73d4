import Foundation
import Testing
import TrellisTestSupport

@testable import TrellisData

/// A large file is read in two halves at once (``SourceFile/readRegularFile(_:halvesFrom:)``):
/// whatever its size, that gives the file's bytes, as one read does.
@Suite struct SourceFileReadingTests {
  @Test(arguments: [0, 1, 2, 3, 4_095, 4_096, 65_537, 1_000_003])
  func halvesGiveTheFilesBytes(size: Int) throws {
    var random = SeededRandom(seed: UInt64(size))
    let bytes = (0..<size).map { _ in UInt8(truncatingIfNeeded: random.next() >> 56) }
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
