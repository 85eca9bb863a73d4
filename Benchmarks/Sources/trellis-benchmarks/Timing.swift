/// Times `body` `runs` times after one warm-up run and prints the median and minimum in ms.
func measure(_ name: String, runs: Int = 11, _ body: () -> Int) {
  let clock = ContinuousClock()
  var check = body()  // warm-up
  var durations: [Duration] = []
  durations.reserveCapacity(runs)
  for _ in 0..<runs {
    let start = clock.now
    check &+= body()
    durations.append(clock.now - start)
  }
  durations.sort()
  let median = milliseconds(durations[runs / 2])
  let minimum = milliseconds(durations[0])
  print("\(name): median \(format(median)) ms, min \(format(minimum)) ms (\(runs) runs; check \(check))")
}

private func milliseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}

private func format(_ value: Double) -> String {
  let hundredths = Int((value * 100).rounded())
  let fraction = hundredths % 100
  return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}
