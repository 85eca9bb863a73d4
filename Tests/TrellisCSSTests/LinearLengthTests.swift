import Testing

@testable import TrellisCSS

@Suite struct LinearLengthTests {
  @Test func printsPlainPixelsAndCalc() {
    #expect(LinearLength(16).css == "16px")
    #expect(LinearLength.zero.css == "0px")
    #expect(LinearLength(0, widthFactor: 0.28).css == "28cqw")
    #expect(LinearLength(-10, widthFactor: 0.28).css == "calc(28cqw - 10px)")
    #expect(LinearLength(5, widthFactor: -0.25, heightFactor: 0.1).css == "calc(-25cqw + 10vh + 5px)")
  }

  @Test func numbersHaveNoExponentsOrNegativeZero() {
    #expect(cssNumber(1e-7) == "0")
    #expect(cssNumber(-0.0) == "0")
    #expect(cssNumber(77.5) == "77.5")
    #expect(cssNumber(300.3) == "300.3")
    #expect(cssNumber(1.0 / 3.0) == "0.333333")
    #expect(cssNumber(-12) == "-12")
  }

  @Test func fitsALinearFunctionExactly() {
    // The worked example's slot width: (S.w - 3 × 16) / 4 with S.w = W - 32 → W/4 - 20.
    let slot = LinearLength.fit({ w, _ in (w - 32 - 48) / 4 }, widths: 390, 1440, heights: 844, 900)
    #expect(slot == LinearLength(-20, widthFactor: 0.25))
    #expect(slot.value(width: 390, height: 844) == 77.5)
    let height = LinearLength.fit({ _, h in 0.1 * h }, widths: 390, 1440, heights: 844, 900)
    #expect(height.css == "10vh")
  }
}
