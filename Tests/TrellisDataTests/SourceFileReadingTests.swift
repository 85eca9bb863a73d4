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

  /// A released file's locations are read from disk a block (1 MiB) at a time and a line at a
  /// time: on generated files of lines of ASCII, accented letters and emoji, of sizes around the
  /// block, every location is the one the bytes in memory give, and so are offsets past the end.
  @Test(arguments: [0, 1, 1_048_575, 1_048_576, 1_048_577, 2_500_000])
  func aReleasedFileGivesTheSameLocations(size: Int) throws {
    var random = SeededRandom(seed: UInt64(size) &+ 7)
    let pieces: [[UInt8]] = [Array("a".utf8), Array("\n".utf8), Array("é".utf8), Array("😀".utf8), Array("  ".utf8)]
    var bytes: [UInt8] = []
    while bytes.count < size { bytes += pieces[Int(random.next() % UInt64(pieces.count))] }
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-lines-\(UUID()).txt").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
    let file = SourceFile(name: path, bytes: bytes)
    let released = SourceFile(name: path, bytes: bytes).releasingBytes()
    #expect(released.bytes.isEmpty)
    let offsets = (0..<200).map { _ in Int(random.next() % UInt64(bytes.count + 10)) } + [0, bytes.count, -1]
    for offset in offsets {
      #expect(released.location(at: offset) == file.location(at: offset), "offset \(offset)")
    }
  }
}
