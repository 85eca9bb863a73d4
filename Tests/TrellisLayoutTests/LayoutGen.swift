import PropertyBased
import Synchronization
import TrellisLayout

/// One random solver input: a compositional section, how many items it holds and the container.
struct LayoutCase: Sendable, CustomStringConvertible {
  var section: LayoutSection
  var itemCount: Int
  var containerWidth: Double
  var containerHeight: Double
  /// Fractions in 0..<1 that pick widths inside each interval between capacity breakpoints.
  var samples: [Double]
  /// Where the case came from: the seed, the stream and the case's position in it.
  var origin: String

  var environment: LayoutEnvironment {
    LayoutEnvironment(containerWidth: containerWidth, containerHeight: containerHeight)
  }

  var description: String {
    "\(origin): \(itemCount) items in \(LayoutGen.number(containerWidth)) x \(LayoutGen.number(containerHeight)), "
      + "samples \(samples.map(LayoutGen.number)), layout "
      + LayoutJSON.section(section)
  }
}

/// Seeded random generators of valid ``LayoutSection``s spanning the whole model, for the solver's
/// property tests.
///
/// Every case is drawn from its own stream, `Xoshiro` seeded with (seed, stream, case number), so
/// the same seed always yields the same cases, in the same order, on every machine. Sizes stay
/// realistic: absolute sizes up to 300, fractions 0.05...1, insets and spacings 0...24 (and now
/// and then section side insets of 100...400, as wide as the page), badges
/// and supplementaries small; item counts 0...60; containers 320...1920 x 480...1200.
///
/// The generator ignores the random number generator `propertyCheck` hands it (that one is freshly
/// seeded from the system on every run); its shrinker, ``simplifications(of:)``, is structural:
/// fewer items, fewer subitems, shallower nesting, no insets, spacing or supplementaries, round
/// numbers.
enum LayoutGen {
  /// The default seed ("trellis" in ASCII); `TRELLIS_PROPERTY_SEED` in the environment overrides it.
  static let defaultSeed: UInt64 = 0x74_7265_6c6c_6973

  /// The cases of `stream` under `seed`, one after another.
  ///
  /// With `widthDependent`, groups mostly fill by walking their subitems, and those are mostly
  /// absolute along the group's axis, so that capacities change with the container width.
  static func cases(seed: UInt64, stream: UInt64, widthDependent: Bool = false) -> Generator<
    LayoutCase, [LayoutCase]
  > {
    let counter = Counter()
    return Generator(
      run: { _ in
        let index = counter.next()
        return layoutCase(seed: seed, stream: stream, index: index, widthDependent: widthDependent)
      },
      shrink: { simplifications(of: $0) })
  }

  /// Case `index` of `stream` under `seed`.
  static func layoutCase(seed: UInt64, stream: UInt64, index: UInt64, widthDependent: Bool = false) -> LayoutCase {
    var rng = Xoshiro(
      seed: (seed, stream &* 0x9E37_79B9_7F4A_7C15, index &+ 0xBF58_476D_1CE4_E5B9, 0x94D0_49BB_1331_11EB))
    for _ in 0..<8 { _ = rng.next() }  // Low-entropy seeds: let the state mix first.
    var draw = Draw(rng: rng, widthDependent: widthDependent)
    let section = draw.section()
    let itemCount = draw.chance(0.1) ? 0 : draw.int(1...60)
    let width = draw.number(320...1920, step: 0.25)
    let height = draw.number(480...1200, step: 0.25)
    let samples = (0..<3).map { _ in draw.number(0.01...0.99, step: 0.01) }
    return LayoutCase(
      section: section, itemCount: itemCount, containerWidth: width, containerHeight: height,
      samples: samples, origin: "seed \(seed) stream \(stream) case \(index)")
  }

  /// Hands out 0, 1, 2... to the generator's runs.
  private final class Counter: Sendable {
    private let value = Mutex<UInt64>(0)

    func next() -> UInt64 {
      value.withLock { value in
        defer { value += 1 }
        return value
      }
    }
  }

  /// A short decimal for descriptions: integers without a fraction, others as Swift prints them.
  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}

// MARK: Drawing

/// Draws the parts of a section from a seeded stream.
private struct Draw {
  var rng: Xoshiro
  /// Whether to favour capacities that change with the container width.
  var widthDependent: Bool

  mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < probability }

  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }

  /// A number in `range`, a multiple of `step` (so cases read well and shrink to round numbers).
  mutating func number(_ range: ClosedRange<Double>, step: Double) -> Double {
    let scale = (1 / step).rounded()
    let value = (Double.random(in: range, using: &rng) * scale).rounded() / scale
    return min(range.upperBound, max(range.lowerBound, value))
  }

  mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...(choices.count - 1))] }

  // MARK: Sizes

  /// A dimension along `axis` (of an item or a group): each kind on either axis, weighted toward
  /// the realistic (a fraction of its own axis).
  mutating func dimension(along axis: LayoutGroup.Axis) -> LayoutDimension {
    let fraction = number(0.05...1, step: 0.01)
    if widthDependent && chance(0.5) { return .absolute(number(10...300, step: 0.5)) }
    switch int(0...99) {
    case 0..<35: return axis == .horizontal ? .fractionalWidth(fraction) : .fractionalHeight(fraction)
    case 35..<50: return axis == .horizontal ? .fractionalHeight(fraction) : .fractionalWidth(fraction)
    case 50..<80: return .absolute(chance(0.03) ? 0 : number(10...300, step: 0.5))
    default: return .estimated(number(10...300, step: 0.5))
    }
  }

  mutating func size() -> LayoutSize {
    LayoutSize(widthDimension: dimension(along: .horizontal), heightDimension: dimension(along: .vertical))
  }

  mutating func insets(probability: Double) -> DirectionalEdgeInsets {
    guard chance(probability) else { return .zero }
    if chance(0.4) { return DirectionalEdgeInsets(all: number(0...24, step: 1)) }
    return DirectionalEdgeInsets(
      top: number(0...24, step: 1), leading: number(0...24, step: 1), bottom: number(0...24, step: 1),
      trailing: number(0...24, step: 1))
  }

  /// Side insets as wide as a phone's page or wider (a banner's margins at desktop sizes):
  /// the content box, headers and footers of narrow containers have no room at all.
  mutating func pageWideInsets() -> DirectionalEdgeInsets {
    DirectionalEdgeInsets(
      top: number(0...24, step: 1), leading: number(100...400, step: 1), bottom: number(0...24, step: 1),
      trailing: number(100...400, step: 1))
  }

  mutating func spacing() -> LayoutSpacing {
    chance(0.5) ? .fixed(number(0...24, step: 1)) : .flexible(number(0...24, step: 1))
  }

  mutating func edgeSpacing(probability: Double) -> EdgeSpacing? {
    guard chance(probability) else { return nil }
    return EdgeSpacing(
      leading: chance(0.5) ? spacing() : nil, top: chance(0.5) ? spacing() : nil,
      trailing: chance(0.5) ? spacing() : nil, bottom: chance(0.5) ? spacing() : nil)
  }

  // MARK: Items and groups

  /// A badge: small, anchored to some edges of its container (never both of a pair).
  mutating func badge() -> LayoutSupplementaryItem {
    let width: LayoutDimension =
      chance(0.6)
      ? .absolute(number(8...30, step: 1))
      : chance(0.5)
        ? .fractionalWidth(number(0.1...0.5, step: 0.05)) : .estimated(number(8...30, step: 1))
    let height: LayoutDimension =
      chance(0.6) ? .absolute(number(8...30, step: 1)) : .fractionalHeight(number(0.1...0.5, step: 0.05))
    var item = LayoutSupplementaryItem(
      layoutSize: LayoutSize(widthDimension: width, heightDimension: height), elementKind: "badge",
      containerAnchor: anchor())
    if chance(0.3) { item.itemAnchor = anchor() }
    return item
  }

  mutating func anchor() -> LayoutAnchor {
    var edges: RectEdge = []
    switch int(0...2) {
    case 0: edges.insert(.top)
    case 1: edges.insert(.bottom)
    default: break
    }
    switch int(0...2) {
    case 0: edges.insert(.leading)
    case 1: edges.insert(.trailing)
    default: break
    }
    if chance(0.5) {
      return LayoutAnchor(
        edges: edges, absoluteOffset: LayoutPoint(x: number(-10...10, step: 1), y: number(-10...10, step: 1)))
    }
    return LayoutAnchor(
      edges: edges, fractionalOffset: LayoutPoint(x: number(-1...1, step: 0.1), y: number(-1...1, step: 0.1)))
  }

  mutating func item() -> LayoutItem {
    LayoutItem(
      layoutSize: size(), contentInsets: insets(probability: 0.4), edgeSpacing: edgeSpacing(probability: 0.25),
      supplementaryItems: chance(0.2) ? (0..<int(1...2)).map { _ in badge() } : [])
  }

  /// A subitem of a group at nesting level `depth` (the top-level group is level 1).
  mutating func subitem(depth: Int) -> LayoutGroupSubitem {
    depth < 3 && chance(0.3) ? .group(group(depth: depth + 1)) : .item(item())
  }

  /// A group at nesting level `depth`: one or several cycling subitems, `count:` or
  /// `repeatingSubitem:`; nested to at most three levels.
  mutating func group(depth: Int) -> LayoutGroup {
    let axis: LayoutGroup.Axis = chance(0.6) ? .horizontal : .vertical
    let subitems: LayoutGroup.Subitems
    let form = int(0...99)
    if form < (widthDependent ? 75 : 55) {
      subitems = .subitems((0..<(chance(0.5) ? 1 : int(2...3))).map { _ in subitem(depth: depth) })
    } else if form < 84 {
      subitems = .count(subitem(depth: depth), int(1...6))
    } else if form < 90 {
      // Apple's Insertion Sort: as many equal slots as the divisor goes into the container width.
      subitems = .countDividingContainerWidth(subitem(depth: depth), by: number(40...400, step: 0.5))
    } else {
      subitems = .repeating(subitem(depth: depth), int(1...4))
    }
    var layoutSize = size()
    if widthDependent && depth == 1 && chance(0.8) {
      layoutSize.widthDimension = .fractionalWidth(number(0.3...1, step: 0.01))
    }
    return LayoutGroup(
      axis: axis, layoutSize: layoutSize, subitems: subitems, interItemSpacing: chance(0.6) ? spacing() : nil,
      contentInsets: insets(probability: 0.3), edgeSpacing: depth > 1 ? edgeSpacing(probability: 0.2) : nil)
  }

  // MARK: Sections

  mutating func boundaryItem() -> BoundarySupplementaryItem {
    let width: LayoutDimension =
      chance(0.6)
      ? .fractionalWidth(number(0.5...1, step: 0.05))
      : chance(0.5)
        ? .absolute(number(20...300, step: 1)) : .estimated(number(20...300, step: 1))
    let height: LayoutDimension =
      chance(0.4)
      ? .estimated(number(10...60, step: 1))
      : chance(0.7)
        ? .absolute(number(0...60, step: 1)) : .fractionalHeight(number(0.01...0.1, step: 0.01))
    let kind = chance(0.9) ? (chance(0.6) ? "header" : "footer") : "separator"
    let alignment: RectAlignment =
      chance(0.7) ? (kind == "footer" ? .bottom : .top) : pick(RectAlignment.allCases)
    return BoundarySupplementaryItem(
      layoutSize: LayoutSize(widthDimension: width, heightDimension: height), elementKind: kind,
      alignment: alignment,
      absoluteOffset: chance(0.7) ? .zero : LayoutPoint(x: number(-10...10, step: 1), y: number(-10...10, step: 1)),
      pinToVisibleBounds: chance(0.3), extendsBoundary: chance(0.8))
  }

  mutating func section() -> LayoutSection {
    let behavior: OrthogonalScrollingBehavior =
      chance(0.4) ? .none : pick(OrthogonalScrollingBehavior.allCases)
    return LayoutSection(
      group: group(depth: 1), interGroupSpacing: chance(0.3) ? 0 : number(0...24, step: 1),
      contentInsets: chance(0.1) ? pageWideInsets() : insets(probability: 0.5), orthogonalScrollingBehavior: behavior,
      boundarySupplementaryItems: chance(0.5) ? [] : (0..<int(1...3)).map { _ in boundaryItem() },
      supplementariesFollowContentInsets: chance(0.8),
      decorationItems: chance(0.3) ? [.background(contentInsets: insets(probability: 0.5))] : [])
  }
}

// MARK: Shrinking

extension LayoutGen {
  /// Simpler variants of `layoutCase`, simplest first: fewer items; no supplementaries,
  /// decorations, insets or spacing; no sideways scrolling; fewer and shallower subitems; round
  /// numbers.
  static func simplifications(of layoutCase: LayoutCase) -> [LayoutCase] {
    var results: [LayoutCase] = []
    func with(_ change: (inout LayoutCase) -> Void) {
      var copy = layoutCase
      change(&copy)
      copy.origin = layoutCase.origin.hasPrefix("shrunk") ? layoutCase.origin : "shrunk from \(layoutCase.origin)"
      results.append(copy)
    }
    for count in Set([0, 1, layoutCase.itemCount / 2, layoutCase.itemCount - 1]).sorted()
    where count >= 0 && count < layoutCase.itemCount {
      with { $0.itemCount = count }
    }
    let section = layoutCase.section
    for index in section.boundarySupplementaryItems.indices {
      with { $0.section.boundarySupplementaryItems.remove(at: index) }
    }
    if !section.decorationItems.isEmpty { with { $0.section.decorationItems = [] } }
    if section.orthogonalScrollingBehavior != .none { with { $0.section.orthogonalScrollingBehavior = .none } }
    if section.contentInsets != .zero { with { $0.section.contentInsets = .zero } }
    if section.interGroupSpacing != 0 { with { $0.section.interGroupSpacing = 0 } }
    if !section.supplementariesFollowContentInsets { with { $0.section.supplementariesFollowContentInsets = true } }
    for item in section.boundarySupplementaryItems.indices {
      let boundary = section.boundarySupplementaryItems[item]
      if boundary.absoluteOffset != .zero {
        with { $0.section.boundarySupplementaryItems[item].absoluteOffset = .zero }
      }
      if boundary.pinToVisibleBounds { with { $0.section.boundarySupplementaryItems[item].pinToVisibleBounds = false } }
      if !boundary.extendsBoundary { with { $0.section.boundarySupplementaryItems[item].extendsBoundary = true } }
    }
    for group in simplifications(of: section.group, topLevel: true) {
      with { $0.section.group = group }
    }
    for width in [320, layoutCase.containerWidth.rounded(.down)] where width < layoutCase.containerWidth {
      with { $0.containerWidth = width }
    }
    for height in [480, layoutCase.containerHeight.rounded(.down)] where height < layoutCase.containerHeight {
      with { $0.containerHeight = height }
    }
    return results
  }

  /// Simpler variants of `group`: a nested group in its place, fewer subitems, smaller counts,
  /// fewer options, rounder sizes, and each subitem simplified in place.
  static func simplifications(of group: LayoutGroup, topLevel: Bool = false) -> [LayoutGroup] {
    var results: [LayoutGroup] = []
    func with(_ change: (inout LayoutGroup) -> Void) {
      var copy = group
      change(&copy)
      results.append(copy)
    }
    let children: [LayoutGroupSubitem]
    switch group.subitems {
    case .subitems(let list): children = list
    case .count(let child, _), .repeating(let child, _), .countDividingContainerWidth(let child, _): children = [child]
    }
    for child in children {
      if case .group(var nested) = child {
        if topLevel { nested.edgeSpacing = nil }
        results.append(nested)
      }
    }
    switch group.subitems {
    case .subitems(let list):
      if list.count > 1 {
        for index in list.indices {
          with { $0.subitems = .subitems(list.enumerated().filter { $0.offset != index }.map(\.element)) }
        }
      }
    case .count(let child, let count):
      with { $0.subitems = .subitems([child]) }
      for smaller in Set([1, count - 1]).sorted() where smaller >= 1 && smaller < count {
        with { $0.subitems = .count(child, smaller) }
      }
    case .repeating(let child, let count):
      with { $0.subitems = .subitems([child]) }
      for smaller in Set([1, count - 1]).sorted() where smaller >= 1 && smaller < count {
        with { $0.subitems = .repeating(child, smaller) }
      }
    case .countDividingContainerWidth(let child, let divisor):
      with { $0.subitems = .count(child, 2) }
      if divisor != 100 { with { $0.subitems = .countDividingContainerWidth(child, by: 100) } }
    }
    if group.interItemSpacing != nil { with { $0.interItemSpacing = nil } }
    if group.contentInsets != .zero { with { $0.contentInsets = .zero } }
    if group.edgeSpacing != nil { with { $0.edgeSpacing = nil } }
    if group.axis == .vertical { with { $0.axis = .horizontal } }
    for size in simplifications(of: group.layoutSize) { with { $0.layoutSize = size } }
    for (index, child) in children.enumerated() {
      for simpler in simplifications(of: child) {
        switch group.subitems {
        case .subitems(var list):
          list[index] = simpler
          with { $0.subitems = .subitems(list) }
        case .count(_, let count): with { $0.subitems = .count(simpler, count) }
        case .repeating(_, let count): with { $0.subitems = .repeating(simpler, count) }
        case .countDividingContainerWidth(_, let divisor):
          with { $0.subitems = .countDividingContainerWidth(simpler, by: divisor) }
        }
      }
    }
    return results
  }

  static func simplifications(of subitem: LayoutGroupSubitem) -> [LayoutGroupSubitem] {
    switch subitem {
    case .group(let group): return simplifications(of: group).map { .group($0) }
    case .item(let item):
      var results: [LayoutGroupSubitem] = []
      func with(_ change: (inout LayoutItem) -> Void) {
        var copy = item
        change(&copy)
        results.append(.item(copy))
      }
      if item.contentInsets != .zero { with { $0.contentInsets = .zero } }
      if item.edgeSpacing != nil { with { $0.edgeSpacing = nil } }
      for index in item.supplementaryItems.indices { with { $0.supplementaryItems.remove(at: index) } }
      for size in simplifications(of: item.layoutSize) { with { $0.layoutSize = size } }
      return results
    }
  }

  /// Rounder sizes, each step strictly simpler so shrinking ends: a fraction of 1 along the
  /// dimension's own axis (the simplest), a fraction of 1 of the other axis, an absolute size
  /// instead of an estimate, integral sizes.
  static func simplifications(of size: LayoutSize) -> [LayoutSize] {
    var results: [LayoutSize] = []
    for width in simplifications(of: size.widthDimension, own: .fractionalWidth(1)) {
      results.append(LayoutSize(widthDimension: width, heightDimension: size.heightDimension))
    }
    for height in simplifications(of: size.heightDimension, own: .fractionalHeight(1)) {
      results.append(LayoutSize(widthDimension: size.widthDimension, heightDimension: height))
    }
    return results
  }

  static func simplifications(of dimension: LayoutDimension, own: LayoutDimension) -> [LayoutDimension] {
    guard dimension != own else { return [] }
    var results = [own]
    let value = dimension.value
    switch dimension {
    case .fractionalWidth where value != 1: results.append(.fractionalWidth(1))
    case .fractionalHeight where value != 1: results.append(.fractionalHeight(1))
    case .absolute where value != value.rounded(): results.append(.absolute(value.rounded(.down)))
    case .estimated where value != value.rounded(): results.append(.estimated(value.rounded(.down)))
    case .estimated: results.append(.absolute(value))
    default: break
    }
    return results
  }
}

// MARK: Descriptions

/// Layouts written the way `site.json` writes them (LayoutFormat.md), compactly, so a
/// failing case can be read, and pasted into a site.
enum LayoutJSON {
  static func section(_ section: LayoutSection) -> String {
    var fields = ["\"group\": \(group(section.group))"]
    if section.interGroupSpacing != 0 { fields.append("\"interGroupSpacing\": \(n(section.interGroupSpacing))") }
    if section.contentInsets != .zero { fields.append("\"contentInsets\": \(insets(section.contentInsets))") }
    if section.orthogonalScrollingBehavior != .none {
      fields.append("\"orthogonalScrollingBehavior\": \"\(section.orthogonalScrollingBehavior.rawValue)\"")
    }
    if !section.supplementariesFollowContentInsets { fields.append("\"supplementariesFollowContentInsets\": false") }
    if !section.boundarySupplementaryItems.isEmpty {
      fields.append(
        "\"boundarySupplementaryItems\": [\(section.boundarySupplementaryItems.map(boundary).joined(separator: ", "))]")
    }
    if !section.decorationItems.isEmpty {
      let decorations = section.decorationItems.map {
        "{\"background\": {\"contentInsets\": \(insets($0.contentInsets))}}"
      }
      fields.append("\"decorationItems\": [\(decorations.joined(separator: ", "))]")
    }
    return "{\"section\": {\(fields.joined(separator: ", "))}}"
  }

  static func group(_ group: LayoutGroup) -> String {
    var fields = ["\"layoutSize\": \(size(group.layoutSize))"]
    switch group.subitems {
    case .subitems(let list): fields.append("\"subitems\": [\(list.map(subitem).joined(separator: ", "))]")
    case .count(let child, let count): fields.append("\"subitem\": \(subitem(child)), \"count\": \(count)")
    case .repeating(let child, let count): fields.append("\"repeatingSubitem\": \(subitem(child)), \"count\": \(count)")
    case .countDividingContainerWidth(let child, let divisor):
      fields.append(
        "\"subitem\": \(subitem(child)), \"count\": {\"containerWidthDividedBy\": \(n(divisor))}")
    }
    if let spacing = group.interItemSpacing { fields.append("\"interItemSpacing\": \(self.spacing(spacing))") }
    if group.contentInsets != .zero { fields.append("\"contentInsets\": \(insets(group.contentInsets))") }
    if let edgeSpacing = group.edgeSpacing { fields.append("\"edgeSpacing\": \(self.edgeSpacing(edgeSpacing))") }
    return "{\"\(group.axis == .horizontal ? "horizontal" : "vertical")\": {\(fields.joined(separator: ", "))}}"
  }

  static func subitem(_ subitem: LayoutGroupSubitem) -> String {
    switch subitem {
    case .group(let group): return self.group(group)
    case .item(let item):
      var fields = ["\"layoutSize\": \(size(item.layoutSize))"]
      if item.contentInsets != .zero { fields.append("\"contentInsets\": \(insets(item.contentInsets))") }
      if let edgeSpacing = item.edgeSpacing { fields.append("\"edgeSpacing\": \(self.edgeSpacing(edgeSpacing))") }
      if !item.supplementaryItems.isEmpty {
        fields.append("\"supplementaryItems\": [\(item.supplementaryItems.map(badge).joined(separator: ", "))]")
      }
      return "{\"item\": {\(fields.joined(separator: ", "))}}"
    }
  }

  static func boundary(_ item: BoundarySupplementaryItem) -> String {
    var fields = [
      "\"elementKind\": \"\(item.elementKind)\"", "\"alignment\": \"\(item.alignment.rawValue)\"",
      "\"layoutSize\": \(size(item.layoutSize))",
    ]
    if item.pinToVisibleBounds { fields.append("\"pinToVisibleBounds\": true") }
    if !item.extendsBoundary { fields.append("\"extendsBoundary\": false") }
    if item.absoluteOffset != .zero { fields.append("\"absoluteOffset\": \(point(item.absoluteOffset))") }
    return "{\(fields.joined(separator: ", "))}"
  }

  static func badge(_ item: LayoutSupplementaryItem) -> String {
    var fields = [
      "\"elementKind\": \"\(item.elementKind)\"", "\"layoutSize\": \(size(item.layoutSize))",
      "\"containerAnchor\": \(anchor(item.containerAnchor))",
    ]
    if let itemAnchor = item.itemAnchor { fields.append("\"itemAnchor\": \(anchor(itemAnchor))") }
    return "{\(fields.joined(separator: ", "))}"
  }

  static func anchor(_ anchor: LayoutAnchor) -> String {
    let edges = anchor.edges.names.map { "\"\($0)\"" }.joined(separator: ", ")
    switch anchor.offset {
    case .absolute(let offset): return "{\"edges\": [\(edges)], \"absoluteOffset\": \(point(offset))}"
    case .fractional(let offset): return "{\"edges\": [\(edges)], \"fractionalOffset\": \(point(offset))}"
    }
  }

  static func size(_ size: LayoutSize) -> String {
    "{\"widthDimension\": \(dimension(size.widthDimension)), \"heightDimension\": \(dimension(size.heightDimension))}"
  }

  static func dimension(_ dimension: LayoutDimension) -> String {
    switch dimension {
    case .fractionalWidth(let value): "{\"fractionalWidth\": \(n(value))}"
    case .fractionalHeight(let value): "{\"fractionalHeight\": \(n(value))}"
    case .absolute(let value): "{\"absolute\": \(n(value))}"
    case .estimated(let value): "{\"estimated\": \(n(value))}"
    }
  }

  static func spacing(_ spacing: LayoutSpacing) -> String {
    switch spacing {
    case .fixed(let value): "{\"fixed\": \(n(value))}"
    case .flexible(let value): "{\"flexible\": \(n(value))}"
    }
  }

  static func edgeSpacing(_ spacing: EdgeSpacing) -> String {
    let sides: [(String, LayoutSpacing?)] = [
      ("leading", spacing.leading), ("top", spacing.top), ("trailing", spacing.trailing), ("bottom", spacing.bottom),
    ]
    return
      "{\(sides.compactMap { name, side in side.map { "\"\(name)\": \(self.spacing($0))" } }.joined(separator: ", "))}"
  }

  static func insets(_ insets: DirectionalEdgeInsets) -> String {
    if insets.top == insets.leading && insets.top == insets.bottom && insets.top == insets.trailing {
      return n(insets.top)
    }
    return "{\"top\": \(n(insets.top)), \"leading\": \(n(insets.leading)), \"bottom\": \(n(insets.bottom)), "
      + "\"trailing\": \(n(insets.trailing))}"
  }

  static func point(_ point: LayoutPoint) -> String { "{\"x\": \(n(point.x)), \"y\": \(n(point.y))}" }

  private static func n(_ value: Double) -> String { LayoutGen.number(value) }
}
