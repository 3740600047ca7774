/// The subviews of a layout container, a random-access collection of ``LayoutSubview`` (SwiftUI's `LayoutSubviews`).
///
/// Slicing gives another `LayoutSubviews` that keeps the original indices, like an array slice.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
  let context: LayoutContext
  /// Engine index of the container's first child (children are stored contiguously).
  let base: Int32
  /// Engine index of the container itself.
  let container: Int32
  public let startIndex: Int
  public let endIndex: Int

  init(context: LayoutContext, container: Int32, base: Int32, range: Range<Int>) {
    self.context = context
    self.container = container
    self.base = base
    self.startIndex = range.lowerBound
    self.endIndex = range.upperBound
  }

  /// The layout direction. Trellis lays out left to right; right-to-left layouts take a parameter instead.
  public var layoutDirection: LayoutDirection { .leftToRight }

  public subscript(position: Int) -> LayoutSubview {
    precondition(position >= startIndex && position < endIndex, "LayoutSubviews index \(position) out of range")
    return LayoutSubview(context: context, node: base + Int32(position))
  }

  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    precondition(bounds.lowerBound >= startIndex && bounds.upperBound <= endIndex, "LayoutSubviews slice out of range")
    return LayoutSubviews(context: context, container: container, base: base, range: bounds)
  }

  public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
    a.context === b.context && a.container == b.container && a.startIndex == b.startIndex && a.endIndex == b.endIndex
  }

  /// The average explicit value of `guide` over the subviews that have one, relative to `bounds`.
  func averageExplicit(_ guide: AnyGuide, placements: [Int32: Rect], bounds: Rect) -> Double? {
    var total = 0.0
    var count = 0
    for subview in self {
      guard let frame = placements[subview.node] else { continue }
      let proposal = context.trialProposal(subview.node) ?? .unspecified
      guard let value = context.explicitGuide(guide, of: subview.node, size: frame.size, proposal: proposal) else {
        continue
      }
      switch guide {
      case .horizontal: total += frame.minX - bounds.minX + value
      case .vertical: total += frame.minY - bounds.minY + value
      }
      count += 1
    }
    return count == 0 ? nil : total / Double(count)
  }
}

/// The direction in which a horizontal layout runs.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
  case leftToRight
  case rightToLeft
}
