import Foundation

/// `trellis-fuzz TARGET [INPUT...]`: runs one of Trellis's input readers on bytes.
///
/// Built normally it replays inputs: each INPUT (a file, or a folder of files) goes through
/// TARGET once, and a crash is a crash of this process (the way CI keeps found inputs from
/// coming back). Built with `-DFUZZING` and coverage instrumentation (Scripts/fuzz.sh), it is a
/// libFuzzer binary: the arguments after TARGET are libFuzzer's (a corpus folder,
/// `-max_total_time=30`, ...).
@main
struct TrellisFuzz {
  static func main() {
    let arguments = CommandLine.arguments
    guard arguments.count >= 2, let target = FuzzTarget(rawValue: arguments[1]) else {
      let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
      print("usage: trellis-fuzz TARGET [INPUT...]   (targets: \(names))")
      exit(2)
    }
    #if FUZZING
      exit(FuzzDriver.run(target, arguments: [arguments[0]] + arguments.dropFirst(2)))
    #else
      var count = 0
      for path in arguments.dropFirst(2) {
        for file in InputFiles.list(path) {
          target.run(InputFiles.read(file))
          count += 1
        }
      }
      print("trellis-fuzz \(target.rawValue): \(count) inputs, no crash")
    #endif
  }
}
