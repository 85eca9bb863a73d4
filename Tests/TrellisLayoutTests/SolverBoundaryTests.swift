import Testing

@testable import TrellisLayout

/// Semantics §6: headers, footers and background decoration.
@Suite struct SolverBoundaryTests {
  /// Two 50-tall rows (390 - 32 wide), insets 16 all round, with the given supplementaries.
  private func solve(
    _ boundary: [BoundarySupplementaryItem], follows: Bool = true, measured: MeasuredSizes = .init(),
    decorations: [DecorationItem] = []
  ) -> SectionSolution {
    let group = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(1), .absolute(50)), subitems: [Build.item()])
    let section = LayoutSection(
      group: group, contentInsets: DirectionalEdgeInsets(all: 16),
      boundarySupplementaryItems: boundary, supplementariesFollowContentInsets: follows,
      decorationItems: decorations)
    return LayoutSolver.solve(section, itemCount: 2, environment: phone, measured: measured)
  }

  private func bar(_ alignment: RectAlignment, kind: String = "header", width: Double = 100)
    -> BoundarySupplementaryItem
  {
    BoundarySupplementaryItem(
      layoutSize: Build.size(.absolute(width), .absolute(20)), elementKind: kind, alignment: alignment)
  }

  /// The default header (estimated 44) follows the insets: (16, 0, 358, 44); content starts at
  /// 44 + 16; height 60 + 100 + 16 = 176.
  @Test func headerFollowsContentInsets() {
    let solution = solve([.header()])
    expectFrame(solution.frames(.header).first, 16, 0, 358, 44)
    #expect(solution.contentTop == 60)
    #expect(solution.items[0].y == 60)
    #expect(solution.height == 176)
  }

  /// Without following the insets the width box is the whole container: (0, 0, 390, 44).
  @Test func headerIgnoringContentInsets() {
    expectFrame(solve([.header()], follows: false).frames(.header).first, 0, 0, 390, 44)
  }

  /// Alignment is an anchor in the 358-wide box: leading 16, centre 16 + 129 = 145, trailing 274.
  @Test func alignmentAnchorsTheHeader() {
    #expect(solve([bar(.topLeading)]).frames(.header)[0].x == 16)
    #expect(solve([bar(.top)]).frames(.header)[0].x == 145)
    #expect(solve([bar(.topTrailing)]).frames(.header)[0].x == 274)
    #expect(solve([bar(.bottomTrailing, kind: "footer")]).frames(.footer)[0].x == 274)
  }

  /// A footer sits after the content and the bottom inset (16 + 100 + 16 = 132) and the section
  /// ends at its bottom: 152.
  @Test func footerFollowsContentAndBottomInset() {
    let solution = solve([bar(.bottom, kind: "footer", width: 358)])
    expectFrame(solution.frames(.footer).first, 16, 132, 358, 20)
    #expect(solution.height == 152)
  }

  /// extendsBoundary false: the header is drawn at the top and the footer at the bottom edge,
  /// adding no height (content at 16, height 16 + 100 + 16 = 132, footer at 132 - 20).
  @Test func nonExtendingSupplementariesOverlap() {
    var header = bar(.top)
    header.extendsBoundary = false
    var footer = bar(.bottom, kind: "footer")
    footer.extendsBoundary = false
    let solution = solve([header, footer])
    #expect(solution.frames(.header)[0].y == 0)
    #expect(solution.items[0].y == 16)
    #expect(solution.height == 132)
    #expect(solution.frames(.footer)[0].y == 112)
  }

  /// Pinned supplementaries have their resting frames: the same as unpinned ones.
  @Test func pinnedFramesAreAtRest() {
    let pinned = solve([.header(pinToVisibleBounds: true), .footer(height: .absolute(10), pinToVisibleBounds: true)])
    let unpinned = solve([.header(), .footer(height: .absolute(10))])
    #expect(pinned.frames == unpinned.frames)
    #expect(pinned.height == unpinned.height)
  }

  /// absoluteOffset moves the final frame by (dx, dy) without changing the section's height.
  @Test func absoluteOffsetMovesTheFrame() {
    var header = bar(.topLeading)
    header.absoluteOffset = LayoutPoint(x: 4, y: -3)
    let solution = solve([header])
    expectFrame(solution.frames(.header).first, 20, -3, 100, 20)
    #expect(solution.height == 152)  // 20 + 16 + 100 + 16
  }

  /// An estimated header takes its measured size: height 61 pushes content to 77.
  @Test func estimatedHeaderTakesItsMeasuredHeight() {
    let solution = solve([.header()], measured: MeasuredSizes(headers: [0: MeasuredSize(height: 61)]))
    #expect(solution.frames(.header)[0].height == 61)
    #expect(solution.contentTop == 77)
  }

  /// Choice: headers that extend the boundary stack. The layout format refuses kinds other than
  /// header and footer; a section built in Swift with one gets no frame and no room for it.
  @Test func headersStackAndOtherKindsAreIgnored() {
    let solution = solve([bar(.top), bar(.top), bar(.top, kind: "banner")])
    #expect(solution.frames(.header).map(\.y) == [0, 20])
    #expect(solution.frames(.header).map(\.index) == [0, 1])
    #expect(solution.contentTop == 56)
    #expect(solution.frames.count == 2 + 2 + 2)
  }

  /// A background covers the whole section, header included, inset by its content insets:
  /// section 44 + 16 + 100 + 16 + 20 = 196 tall, decoration (8, 8, 374, 180).
  @Test func backgroundDecoration() {
    let plain = solve([.header(), bar(.bottom, kind: "footer")], decorations: [.background()])
    expectFrame(plain.frames(.decoration).first, 0, 0, 390, 196)
    let inset = solve(
      [.header(), bar(.bottom, kind: "footer")],
      decorations: [.background(contentInsets: DirectionalEdgeInsets(all: 8))])
    expectFrame(inset.frames(.decoration).first, 8, 8, 374, 180)
  }

  /// An empty section (no items, no insets, no supplementaries) is 0 tall; its background inset
  /// by 19 is empty at (19, 19), not -38 high (found by the solver's property tests).
  @Test func backgroundInsetBeyondAnEmptySectionIsEmpty() {
    let group = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(1), .fractionalHeight(1)), subitems: [Build.item()])
    let section = LayoutSection(
      group: group, decorationItems: [.background(contentInsets: DirectionalEdgeInsets(all: 19))])
    let solution = LayoutSolver.solve(
      section, itemCount: 0, environment: LayoutEnvironment(containerWidth: 320, containerHeight: 480))
    #expect(solution.height == 0)
    expectFrame(solution.frames(.decoration).first, 19, 19, 282, 0)
  }

  /// An empty section's message takes the content's place: inside the insets (16 all round), as
  /// tall as measured (else the 44-point estimate), with the bottom inset, the footer and the
  /// background after it. Header 44: message (16, 60, 358, 30); footer at 60 + 30 + 16 = 106;
  /// section 126 tall. A section with items, or one not asked to, has no message.
  @Test func emptyMessageStandsInTheContentsPlace() {
    let group = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(1), .absolute(50)), subitems: [Build.item()])
    let section = LayoutSection(
      group: group, contentInsets: DirectionalEdgeInsets(all: 16),
      boundarySupplementaryItems: [.header(), bar(.bottom, kind: "footer", width: 358)],
      decorationItems: [.background()])
    let measured = MeasuredSizes(emptyMessage: MeasuredSize(width: 358, height: 30))
    let solution = LayoutSolver.solve(
      section, itemCount: 0, environment: phone, measured: measured, showsEmptyMessage: true)
    expectFrame(solution.frames(.emptyMessage).first, 16, 60, 358, 30)
    expectFrame(solution.frames(.footer).first, 16, 106, 358, 20)
    expectFrame(solution.frames(.decoration).first, 0, 0, 390, 126)
    #expect(solution.height == 126)
    let estimated = LayoutSolver.solve(section, itemCount: 0, environment: phone, showsEmptyMessage: true)
    #expect(estimated.frames(.emptyMessage).first?.height == LayoutChoices.emptyMessageEstimatedHeight)
    let withItems = LayoutSolver.solve(section, itemCount: 1, environment: phone, showsEmptyMessage: true)
    #expect(withItems.frames(.emptyMessage).isEmpty)
    #expect(LayoutSolver.solve(section, itemCount: 0, environment: phone).frames(.emptyMessage).isEmpty)
  }
}
