import Trellis

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the named benchmarks: `trellis-benchmarks solver` (the default when none is named).
@main
struct TrellisBenchmarks {
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let names = arguments.isEmpty ? ["solver"] : arguments
    for name in names {
      switch name {
      case "solver": SolverBenchmark.run()
      default:
        print("error: unknown benchmark \"\(name)\"; known: solver")
        exit(2)
      }
    }
  }
}
