import CTrellisFileSystem
import Foundation

/// What a directory of the user's output carries besides its contents: its mode (setgid and
/// sticky bits included), owner, group and extended attributes (ACLs among them, on Linux).
///
/// A new site is written into a directory of its own and swapped in. The directories it brings
/// take these from the ones they replace, so a build never widens a `0700` output, drops a
/// group's setgid bit, or hands a user's folder to root.
struct DirectoryMetadata {
  var mode: mode_t
  var owner: uid_t
  var group: gid_t
  var attributes: [(name: String, value: [UInt8])]

  /// The metadata of the directory at `path` (not followed when a link); nil when it is none.
  init?(of path: String) {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return nil }
    mode = status.st_mode & 0o7777
    owner = status.st_uid
    group = status.st_gid
    attributes = Self.extendedAttributes(of: path)
  }

  /// Whether this process can give a directory this owner and group: root can, and so can the
  /// owner, for a group it is a member of.
  var canBeReproduced: Bool {
    let user = geteuid()
    if user == 0 { return true }
    return user == owner && (getegid() == group || Self.supplementaryGroups().contains(group))
  }

  /// Gives the directory at `path` this metadata: owner and group first (which clears setgid),
  /// then the mode, then the extended attributes. Returns false when any of it could not be set.
  @discardableResult
  func apply(to path: String) -> Bool {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return false }
    var applied = true
    if status.st_uid != owner || status.st_gid != group {
      applied = lchown(path, owner, group) == 0
    }
    applied = chmod(path, mode) == 0 && applied
    #if os(Linux)
      for (name, value) in attributes {
        let set = value.withUnsafeBytes { lsetxattr(path, name, $0.baseAddress, $0.count, 0) }
        applied = set == 0 && applied
      }
    #endif
    return applied
  }

  private static func extendedAttributes(of path: String) -> [(name: String, value: [UInt8])] {
    #if os(Linux)
      listedAttributes(of: path)
    #else
      []  // Darwin's calls take options; not yet written there
    #endif
  }

  #if os(Linux)
    private static func listedAttributes(of path: String) -> [(name: String, value: [UInt8])] {
      let size = llistxattr(path, nil, 0)
      guard size > 0 else { return [] }
      var names = [CChar](repeating: 0, count: size)
      let listed = llistxattr(path, &names, size)
      guard listed > 0 else { return [] }
      var result: [(name: String, value: [UInt8])] = []
      for name in names[..<listed].split(separator: 0) {
        let name = String(decoding: name.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let length = lgetxattr(path, name, nil, 0)
        guard length >= 0 else { continue }
        var value = [UInt8](repeating: 0, count: length)
        let read = value.withUnsafeMutableBytes { lgetxattr(path, name, $0.baseAddress, length) }
        guard read >= 0 else { continue }
        result.append((name, Array(value[..<read])))
      }
      return result
    }
  #endif

  private static func supplementaryGroups() -> [gid_t] {
    let count = getgroups(0, nil)
    guard count > 0 else { return [] }
    var groups = [gid_t](repeating: 0, count: Int(count))
    let filled = getgroups(count, &groups)
    return filled > 0 ? Array(groups[..<Int(filled)]) : []
  }
}
