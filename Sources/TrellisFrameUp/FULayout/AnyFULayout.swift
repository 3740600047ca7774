import TrellisCore

/// A type-erased ``FULayout`` (FrameUp's `AnyFULayout`): wrap several layouts and switch between them while keeping
/// the same children, so their frames can be compared and interpolated (see `LayoutResult.interpolated(to:fraction:)`).
///
/// **fix**: FrameUp's equality compares only some parameters (an HFlow compares only its alignment). Two
/// `AnyFULayout`s are equal when they wrap the same type with equal values in every parameter; layouts that are not
/// `Equatable` are never equal to anything.
///
/// ```swift
/// let layout = isVertical ? AnyFULayout(VStackFULayout(maxWidth: 300)) : AnyFULayout(HStackFULayout(maxHeight: 100))
/// let node = layout { Text("First").id("a"); Text("Second").id("b") }
/// ```
/// - Complexity: that of the wrapped layout.
public struct AnyFULayout: FULayout, Equatable {
  /// The wrapped layout.
  public let base: any FULayout

  /// Wraps `layout` (an `AnyFULayout` is unwrapped, not nested).
  public init(_ layout: any FULayout) {
    if let erased = layout as? AnyFULayout { base = erased.base } else { base = layout }
  }

  public var fixedSize: Axis.Set { base.fixedSize }
  public var maxItemWidth: CGFloat? { base.maxItemWidth }
  public var maxItemHeight: CGFloat? { base.maxItemHeight }
  public func contentOffsets(sizes: [Int: Size]) -> [Int: Point] { base.contentOffsets(sizes: sizes) }
  public func contentOffsets(orderedSizes: [Size]) -> [Point?] { base.contentOffsets(orderedSizes: orderedSizes) }

  public static func == (a: AnyFULayout, b: AnyFULayout) -> Bool {
    guard let left = a.base as? any Equatable else { return false }
    return left.isEqual(to: b.base)
  }
}

extension Equatable {
  /// Whether `other` is of this type and equal to it.
  func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

extension AnyFULayout: LineBreakAware {
  func checkedOffsets(_ sizes: [Size], extraBreaks: [Int]) -> Result<[Point?], KernelError> {
    if let aware = base as? any LineBreakAware { return aware.checkedOffsets(sizes, extraBreaks: extraBreaks) }
    return .success(base.contentOffsets(orderedSizes: sizes))
  }

  func checkedPrefixOffsets(_ sizes: [Size]) -> Result<[Point], KernelError>? {
    (base as? any LineBreakAware)?.checkedPrefixOffsets(sizes)
  }
}
