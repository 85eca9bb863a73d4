import PropertyBased

/// The seeded random number generator of the tests that draw their own inputs: the same seed,
/// the same inputs, on every run and every machine. It is swift-property-based's `Xoshiro`
/// (xoshiro256**), its state made from a seed and a stream.
public struct SeededRandom: RandomNumberGenerator, Sendable {
  private var xoshiro: Xoshiro

  /// The generator of `seed`; `stream` gives another sequence from the same seed.
  public init(seed: UInt64, stream: UInt64 = 0) {
    xoshiro = Xoshiro(seed: (seed, stream &* 0x9E37_79B9_7F4A_7C15, 0xBF58_476D_1CE4_E5B9, 0x94D0_49BB_1331_11EB))
    for _ in 0..<8 { _ = xoshiro.next() }  // A low-entropy seed: let the state mix first.
  }

  public mutating func next() -> UInt64 { xoshiro.next() }

  /// A number in `0..<bound`.
  public mutating func below(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &self) }

  /// True with the given probability.
  public mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &self) < probability }

  /// One of `values`, which must not be empty.
  public mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }
}
