import TrellisRender

/// What a section's HTML depends on, hashed: its own parts in one number, and each item's
/// content in one number per item (in item order). Two equal fingerprints render the same HTML
/// with the same templates (a fingerprint whose items were not hashed equals none). Hashes are
/// compared within one process only (they are seeded per process), never stored.
struct SectionFingerprint: Equatable {
  /// The section's id, title, layout, style, header, footer, counts, flags, swipe actions,
  /// accessories and outline shape.
  var shape: Int
  /// Each item's content: cells, or an outline's parents and children; nil when not hashed
  /// (then no other fingerprint equals this one).
  var items: [Int]?

  /// `layout` describes the section's layout provider (its swipe actions' link templates among it).
  init(_ section: SectionContent, layout: String) {
    self.init(shapeOf: section, layout: layout)
    var items: [Int] = []
    if let outline = section.outline {
      for group in outline {
        items.append(group.parent.hashValue)
        for child in group.children { items.append(child.hashValue) }
      }
    } else {
      items.reserveCapacity(section.cells.count)
      for cell in section.cells { items.append(cell.hashValue) }
    }
    self.items = items
  }

  /// The fingerprint of the section's own parts only, its items not hashed.
  init(shapeOf section: SectionContent, layout: String) {
    var hasher = Hasher()
    hasher.combine(section.id)
    hasher.combine(section.title)
    hasher.combine(layout)
    hasher.combine(section.style)
    hasher.combine(section.cellTemplate)
    hasher.combine(section.header.rawValue)
    hasher.combine(section.footer.rawValue)
    hasher.combine(section.count)
    hasher.combine(section.completed)
    hasher.combine(section.emptyMessage)
    hasher.combine(section.isHidden)
    hasher.combine(section.isSearchable)
    hasher.combine(section.isList)
    hasher.combine(section.segmentIndex)
    hasher.combine(section.scrollsSideways)
    hasher.combine(section.isReadable)
    for action in section.leadingSwipeActions + section.trailingSwipeActions {
      hasher.combine(action.title)
      hasher.combine(action.color)
      hasher.combine(action.isDestructive)
      hasher.combine(action.kind)
    }
    for accessory in section.accessories { hasher.combine(accessory.signature) }
    for group in section.outline ?? [] {
      hasher.combine(group.children.count)
      hasher.combine(group.isExpanded)
    }
    shape = hasher.finalize()
  }

  static func == (a: Self, b: Self) -> Bool {
    guard let items = a.items, let other = b.items else { return false }
    return a.shape == b.shape && items == other
  }
}
