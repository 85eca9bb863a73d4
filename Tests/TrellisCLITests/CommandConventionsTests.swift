import Foundation
import Testing
import TrellisTestSupport

/// The conventions people expect of a site generator's command line: a version, short flags,
/// serve --open, build --watch, and a plain word when serve's port is taken.
@Suite struct CommandConventionsTests {
  @Test func versionBothWays() throws {
    let flag = try TestSupport.runTrellis(["--version"])
    let command = try TestSupport.runTrellis(["version"])
    #expect(flag.status == 0 && command.status == 0)
    #expect(flag.standardOutput == "0.2.0\n")
    #expect(command.standardOutput == flag.standardOutput)
  }

  @Test func shortFlags() throws {
    let root = try TestSupport.makeTemporaryDirectory()
    #expect(try TestSupport.runTrellis(["init", "site"], in: root).status == 0)
    let built = try TestSupport.runTrellis(["build", "-s", "site", "-o", "out"], in: root)
    #expect(built.status == 0, "\(built.standardError)")
    #expect(FileManager.default.fileExists(atPath: root + "/out/index.html"))
    let checked = try TestSupport.runTrellis(["check", "-s", "site"], in: root)
    #expect(checked.status == 0 && checked.standardOutput.hasPrefix("My Gallery (site/site.json)"))
  }

  /// A port another program listens on is said before anything is built.
  @Test func serveSaysWhenItsPortIsTaken() throws {
    let root = try TestSupport.makeTemporaryDirectory()
    #expect(try TestSupport.runTrellis(["init", "site"], in: root).status == 0)
    let listener = try Listener()
    let result = try TestSupport.runTrellis(["serve", "-p", String(listener.port)], in: root + "/site")
    #expect(result.status == 1)
    #expect(
      result.standardError
        == "error: port \(listener.port) on 127.0.0.1 is in use (another trellis serve?); choose another with --port, or --port 0 for any free port [serve.portInUse]\n1 error\n"
    )
    #expect(!FileManager.default.fileExists(atPath: root + "/site/Output"), "nothing was built")
  }

  /// --open hands the served address to $BROWSER (here a script that writes it down).
  @Test func serveOpensABrowser() async throws {
    let root = try TestSupport.makeTemporaryDirectory()
    #expect(try await TestSupport.runTrellis(["init", "site"], in: root).status == 0)
    let browser = root + "/browser.sh"
    try "#!/bin/sh\necho \"$1\" > \"\(root)/opened.txt\"\n".write(toFile: browser, atomically: false, encoding: .utf8)
    chmod(browser, 0o755)
    let result = try await TestSupport.runTrellis(
      ["serve", "--port", "0", "--open"], in: root + "/site", environment: ["BROWSER": browser],
      wrapper: ["/usr/bin/timeout", "--signal=INT", "4"])
    #expect(result.standardOutput.contains("trellis: opening http://127.0.0.1:"), "\(result.standardOutput)")
    let opened = try String(contentsOfFile: root + "/opened.txt", encoding: .utf8)
    #expect(opened.hasPrefix("http://127.0.0.1:") && opened.hasSuffix("/\n"))
  }

  /// build --watch builds, then rebuilds what an edit changes, without serving, until stopped.
  @Test func buildWatchRebuildsOnChange() async throws {
    let root = try TestSupport.makeTemporaryDirectory()
    #expect(try await TestSupport.runTrellis(["init", "site"], in: root).status == 0)
    let site = root + "/site"
    DispatchQueue.global().asyncAfter(deadline: .now() + 2) {
      let path = site + "/site.json"
      let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
      try? text.replacingOccurrences(of: "\"title\": \"My Gallery\"", with: "\"title\": \"Our Gallery\"")
        .write(toFile: path, atomically: false, encoding: .utf8)
    }
    let result = try await TestSupport.runTrellis(
      ["build", "--watch"], in: site, wrapper: ["/usr/bin/timeout", "--signal=INT", "5"])
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.first?.hasPrefix("trellis: built in ") == true, "\(result.standardOutput)")
    #expect(lines.contains("trellis: watching ./ (Ctrl-C stops)"))
    #expect(lines.contains { $0.hasPrefix("trellis: rebuilt in ") }, "\(result.standardOutput)\(result.standardError)")
    #expect(lines.last == "trellis: stopped")
    #expect(try String(contentsOfFile: site + "/Output/index.html", encoding: .utf8).contains("Our Gallery"))
  }
}

/// A TCP socket listening on a free loopback port, closed when released.
private final class Listener {
  let socket: Int32
  let port: Int

  init() throws {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    self.socket = socket
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(socket, 1) == 0 else {
      port = 0
      throw CocoaError(.fileWriteUnknown)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
    }
    port = Int(UInt16(bigEndian: address.sin_port))
  }

  deinit { close(socket) }
}
