// TrellisData: gallery data (emoji, characters), JSON loading with located errors,
// diffable snapshots and their differences.
