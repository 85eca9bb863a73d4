import Foundation

#if FUZZING
  /// libFuzzer's entry point when its `main` is not linked (`libclang_rt.fuzzer_no_main`).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  @_silgen_name("LLVMFuzzerRunDriver")
  private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  /// Hands one target to libFuzzer.
  enum FuzzDriver {
    /// The target under test (a C callback cannot capture it).
    nonisolated(unsafe) private static var target = FuzzTarget.layout

    static func run(_ target: FuzzTarget, arguments: [String]) -> CInt {
      Self.target = target
      var argc = CInt(arguments.count)
      var pointers: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
      return pointers.withUnsafeMutableBufferPointer { buffer in
        var argv = buffer.baseAddress
        return LLVMFuzzerRunDriver(&argc, &argv) { data, size in
          let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
          FuzzDriver.target.run(bytes)
          return 0
        }
      }
    }
  }
#endif
