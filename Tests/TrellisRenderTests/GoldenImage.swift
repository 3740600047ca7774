import Foundation
import TrellisRender
import TrellisTestSupport

/// Golden PNGs under `Tests/Snapshots/Render`, compared within a tolerance: antialiased edges and glyph coverage may
/// differ by a few levels between Cairo, pixman and FreeType builds, so a pixel counts as different only when a
/// channel differs by more than ``channelTolerance``, and the images match when at most ``differingFraction`` of the
/// pixels differ. Recorded with `TRELLIS_RECORD_SNAPSHOTS=1`, as the text snapshots.
enum GoldenImage {
  /// The largest difference of one channel (0…255, premultiplied) that still counts as the same pixel.
  static let channelTolerance: UInt32 = 24
  /// The largest fraction of pixels that may differ.
  static let differingFraction = 0.001

  /// What differs between `image` and the golden `name`, or `nil` when they match (or the golden was recorded).
  static func check(_ image: RasterImage, name: String, file: StaticString = #filePath) throws -> String? {
    let url = Snapshot.folder(file: file).appendingPathComponent("Render").appendingPathComponent(name)
    if Snapshot.isRecording {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(try image.pngData()).write(to: url)
      return nil
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      return "no golden image at \(url.path); record it with \(Snapshot.recordVariable)=1 swift test --filter …"
    }
    let golden = try RasterImage(pngData: [UInt8](data))
    guard golden.width == image.width, golden.height == image.height else {
      return "\(name): \(image.width)×\(image.height) pixels, the golden image has \(golden.width)×\(golden.height)"
    }
    let differing = differingPixels(image, golden)
    let allowed = Int(Double(image.pixels.count) * differingFraction)
    guard differing > allowed else { return nil }
    return "\(name): \(differing) of \(image.pixels.count) pixels differ by more than \(channelTolerance) levels "
      + "(at most \(allowed) may); re-record with \(Snapshot.recordVariable)=1 if the change is intended"
  }

  /// The number of pixels where some channel differs by more than ``channelTolerance``.
  static func differingPixels(_ a: RasterImage, _ b: RasterImage) -> Int {
    var count = 0
    for (p, q) in zip(a.pixels, b.pixels) where p != q {
      for shift: UInt32 in [0, 8, 16, 24] {
        let x = (p >> shift) & 0xFF
        let y = (q >> shift) & 0xFF
        if (x > y ? x - y : y - x) > channelTolerance {
          count += 1
          break
        }
      }
    }
    return count
  }
}
