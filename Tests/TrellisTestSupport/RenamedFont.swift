import Foundation

/// A copy of an installed font file under a family name no installed font has, for tests of fonts registered from
/// files: every "DejaVu" in the file's `name` table (as ASCII and as UTF-16BE) becomes `replacement`, a name of the
/// same length, so no offset or length in the file changes (table checksums are not checked by fontconfig or
/// HarfBuzz). `RenamedFont.copy(of: "/…/DejaVuSerif.ttf", in: folder)` is a "Zyxwvu Serif" with DejaVu Serif's
/// glyphs and metrics.
public enum RenamedFont {
  /// The family-name prefix the copies get in place of "DejaVu".
  public static let replacement = "Zyxwvu"

  /// Writes the renamed copy of the font at `path` into `folder` (same file name) and answers its path; `nil` when
  /// the file cannot be read, has no `name` table, or no "DejaVu" in it.
  public static func copy(of path: String, in folder: URL) -> String? {
    guard var bytes = FileManager.default.contents(atPath: path).map(Array.init), bytes.count > 12 else { return nil }
    func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
    func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
    let tables = u16(4)
    var range: Range<Int>? = nil
    for table in 0..<tables {
      let record = 12 + 16 * table
      guard record + 16 <= bytes.count else { return nil }
      if bytes[record..<record + 4].elementsEqual("name".utf8) {
        let start = u32(record + 8)
        let end = start + u32(record + 12)
        guard end <= bytes.count else { return nil }
        range = start..<end
      }
    }
    guard let range else { return nil }
    let old: [UInt8] = Array("DejaVu".utf8)
    let new: [UInt8] = Array(replacement.utf8)
    let oldWide: [UInt8] = old.flatMap { byte -> [UInt8] in [0, byte] }
    let newWide: [UInt8] = new.flatMap { byte -> [UInt8] in [0, byte] }
    var replaced = 0
    for (from, to) in [(oldWide, newWide), (old, new)] {
      var offset = range.lowerBound
      while offset + from.count <= range.upperBound {
        if bytes[offset..<offset + from.count].elementsEqual(from) {
          bytes.replaceSubrange(offset..<offset + from.count, with: to)
          replaced += 1
          offset += from.count
        } else {
          offset += 1
        }
      }
    }
    guard replaced > 0 else { return nil }
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let target = folder.appendingPathComponent((path as NSString).lastPathComponent).path
    guard FileManager.default.createFile(atPath: target, contents: Data(bytes)) else { return nil }
    return target
  }

  /// A new empty folder under the temporary directory.
  public static func temporaryFolder() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-fonts-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
