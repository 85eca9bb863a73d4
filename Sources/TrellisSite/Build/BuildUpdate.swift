import TrellisData
import TrellisDiagnostics

/// What one update of a ``SiteBuild`` changed, for the preview's browsers and the terminal.
package struct BuildUpdate: Sendable {
  /// The build's generation: 1 for the first build, one more for each build that succeeded.
  package var version: Int
  /// Whether open pages must load again: a template, a page's shell (title, navigation, tools)
  /// or the set of pages changed, which no section patch can show.
  package var reloadsPages: Bool
  /// Whether `trellis.css` changed (a layout was added, removed or edited).
  package var stylesheetChanged: Bool
  /// The pages whose sections changed, each with all its sections in order.
  package var pages: [PagePatch]
  /// How many sections were rendered again, and how many checked again (with libxml2).
  package var sectionsRendered: Int
  package var sectionsChecked: Int
  /// The output files written (relative paths) and removed.
  package var filesWritten: [String]
  package var filesRemoved: [String]
  /// The bytes of the files written.
  package var bytesWritten: Int
  /// Why the new site was moved into the output file by file (see ``OutputPlacement``); nil when
  /// it was swapped in, or written file by file as a rebuild is.
  package var inPlaceReason: String?
  package var warnings: [Diagnostic]
  /// From the first file read to the last file written.
  package var duration: Duration
  /// How that time was spent. A rebuild: load (read and resolve the changed files), diff
  /// (fingerprints), render, check (libxml2 and the checks across the site), write. A whole
  /// build: load, render and write (each file checked as it is written), check (across the
  /// site), swap (the new site put in place).
  package var stages: [(String, Duration)]
  /// The CPU time spent validating (the schema's parsing, each file's check with libxml2, the
  /// checks across files), summed over the threads that did it. It is spent inside the stages
  /// (a whole build checks each file as it is written), so it is not one of them.
  package var validationTime: Duration = .zero

  /// How the time went, in milliseconds: "load 4.1, render and write 200.3, check 2.5, swap 0.5;
  /// validating 120.4 of CPU".
  package var timings: String {
    let breakdown = stages.map { "\($0.0) \(Self.milliseconds($0.1))" }.joined(separator: ", ")
    return breakdown + "; validating \(Self.milliseconds(validationTime)) of CPU"
  }

  /// One line for the terminal: "rebuilt in 12.3 ms (load 4.1, diff 2.0, render 3.2, check 2.5,
  /// write 0.5; validating 2.4 of CPU): explorer.html (1 section)".
  package var summary: String {
    let time = "\(Self.milliseconds(duration)) ms (\(timings))"
    var parts: [String] = []
    for page in pages {
      let count = page.sections.count { $0.html != nil }
      parts.append("\(page.fileName) (\(count) section\(count == 1 ? "" : "s"))")
    }
    if stylesheetChanged { parts.append("trellis.css") }
    if reloadsPages { parts.append("pages reload") }
    if version == 1 {
      return "built in \(time): \(sectionsRendered) sections rendered and checked, \(filesWritten.count) files"
    }
    let what = parts.isEmpty ? "nothing changed" : parts.joined(separator: ", ")
    return "rebuilt in \(time): \(what)"
  }

  /// A duration in milliseconds, to a tenth.
  private static func milliseconds(_ duration: Duration) -> Double {
    let value = Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    return (value * 10).rounded() / 10
  }
}

/// A page's sections after a rebuild, in their new order: unchanged ones by id only, changed or
/// new ones with their HTML and where each of their items was before.
package struct PagePatch: Sendable, Equatable {
  package var fileName: String
  package var sections: [SectionPatch]
}

package struct SectionPatch: Sendable, Equatable {
  /// The section element's id.
  package var id: String
  /// The section's new HTML (its whole element); nil when it did not change.
  package var html: String?
  /// For each item of the new section, in order: where it was (section element id and index
  /// among that section's items), or nil for an item that is new. Empty when `html` is nil.
  package var origins: [Origin?]

  package struct Origin: Sendable, Hashable {
    package var section: String
    package var index: Int
  }
}
