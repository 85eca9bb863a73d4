// TrellisLayout: the compositional layout model (items, groups, sections, list configurations)
// and its frame solver. Standard library only: no Foundation, no C.
