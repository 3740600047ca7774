/// The anchors of one item of a ``ConstraintLayout`` (a child, or the container), as linear expressions over the
/// item's variables.
///
/// Every item has four variables — `leading`, `top`, `width`, `height` (named `<key>.leading`, …) — and the other
/// anchors are expressions of them (`trailing = leading + width`, `centerX = leading + width / 2`), so the
/// equalities between anchors of one item never reach the LP. The container's `leading`/`left`/`top` are 0 (its
/// own coordinates) and its `width`/`height` are the variables `container.width` and `container.height`.
/// Layout is left-to-right: `left` is `leading`, `right` is `trailing`.
///
/// The variables are identities (``ConstraintVariable``): ``init(key:)`` makes new ones, so keep the value and use it
/// for every constraint on the item (a ``ConstraintLayout``'s proxy hands out its children's own anchors), or make
/// the anchors of text names through a ``ConstraintSymbolTable`` (``init(key:symbols:)``).
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
  /// The leading edge's variable (`nil` for the container, whose leading edge is 0).
  public let leadingVariable: ConstraintVariable?
  /// The top edge's variable (`nil` for the container, whose top edge is 0).
  public let topVariable: ConstraintVariable?
  /// The width's variable.
  public let widthVariable: ConstraintVariable
  /// The height's variable.
  public let heightVariable: ConstraintVariable

  /// The anchor names accepted in scene files (`<id>.<anchor>`).
  public static let anchorNames = [
    "leading", "trailing", "left", "right", "top", "bottom", "width", "height", "centerX", "centerY",
  ]

  /// The anchors of the item `key`, over new variables (`key` `container` makes the container's: a width and a
  /// height only).
  ///
  /// - Complexity: O(length of `key`), to name the variables.
  public init(key: String) {
    var symbols = ConstraintSymbolTable()
    self.init(key: key, symbols: &symbols)
  }

  /// The anchors of the item `key` over the variables `symbols` has for the names `<key>.leading`, `<key>.top`,
  /// `<key>.width` and `<key>.height` (made there the first time): the anchors a constraint string such as
  /// `a.leading == 8` refers to when parsed with the same table.
  ///
  /// - Complexity: O(length of `key`) and four look-ups.
  public init(key: String, symbols: inout ConstraintSymbolTable) {
    self.key = key
    let isContainer = key == "container"
    leadingVariable = isContainer ? nil : symbols.variable(named: key + ".leading")
    topVariable = isContainer ? nil : symbols.variable(named: key + ".top")
    widthVariable = symbols.variable(named: key + ".width")
    heightVariable = symbols.variable(named: key + ".height")
  }

  /// The leading (left) edge.
  public var leading: LinearExpression { leadingVariable.map(LinearExpression.init) ?? LinearExpression(0) }
  /// The top edge.
  public var top: LinearExpression { topVariable.map(LinearExpression.init) ?? LinearExpression(0) }
  /// The width.
  public var width: LinearExpression { LinearExpression(widthVariable) }
  /// The height.
  public var height: LinearExpression { LinearExpression(heightVariable) }
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
