import TrellisCore

/// The anchors of one item of a ``ConstraintLayout`` (a child, or the container), as linear expressions.
///
/// Every item has four variables — `leading`, `top`, `width`, `height` (named `<key>.leading`, …) — and the other
/// anchors are expressions of them (`trailing = leading + width`, `centerX = leading + width / 2`), so the
/// equalities between anchors of one item never reach the LP. The container's `leading`/`left`/`top` are 0 (its
/// own coordinates) and its `width`/`height` are the variables `container.width` and `container.height`.
/// Layout is left-to-right: `left` is `leading`, `right` is `trailing`.
///
/// ```swift
/// b.leading == a.trailing + 8
/// a.width == 0.5 * container.width
/// ```
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct LayoutAnchors: Sendable {
  /// The item's key: its id, `#<index>` for a child without id, or `container`.
  public let key: String

  /// The anchor names accepted in scene files (`<id>.<anchor>`).
  public static let anchorNames = [
    "leading", "trailing", "left", "right", "top", "bottom", "width", "height", "centerX", "centerY",
  ]

  /// The anchors of the item `key`.
  public init(key: String) { self.key = key }

  private var isContainer: Bool { key == "container" }
  private func variable(_ anchor: String) -> LinearExpression {
    LinearExpression(terms: [(key + "." + anchor, 1)])
  }

  /// The leading (left) edge.
  public var leading: LinearExpression { isContainer ? LinearExpression(0) : variable("leading") }
  /// The top edge.
  public var top: LinearExpression { isContainer ? LinearExpression(0) : variable("top") }
  /// The width.
  public var width: LinearExpression { variable("width") }
  /// The height.
  public var height: LinearExpression { variable("height") }
  /// `leading + width`.
  public var trailing: LinearExpression { leading + width }
  /// Same as ``leading`` (layout is left-to-right).
  public var left: LinearExpression { leading }
  /// Same as ``trailing``.
  public var right: LinearExpression { trailing }
  /// `top + height`.
  public var bottom: LinearExpression { top + height }
  /// `leading + width / 2`.
  public var centerX: LinearExpression { leading + 0.5 * width }
  /// `top + height / 2`.
  public var centerY: LinearExpression { top + 0.5 * height }

  /// The anchor named `name` (one of ``anchorNames``), or `nil`.
  public func anchor(named name: String) -> LinearExpression? {
    switch name {
    case "leading": leading
    case "trailing": trailing
    case "left": left
    case "right": right
    case "top": top
    case "bottom": bottom
    case "width": width
    case "height": height
    case "centerX": centerX
    case "centerY": centerY
    default: nil
    }
  }
}
