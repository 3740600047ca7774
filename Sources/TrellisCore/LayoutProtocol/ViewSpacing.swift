/// The preferred minimum distances around a view, per edge (SwiftUI's `ViewSpacing`).
///
/// An edge without a preference is `nil`. The distance between two neighbours is the larger of the two
/// preferences that meet; when neither side states one, it is 8 (SwiftUI's default).
///
/// ```swift
/// var a = ViewSpacing(); a.setEdges(.all, to: 10)
/// a.distance(to: .zero, along: .horizontal)   // 10
/// ```
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct ViewSpacing: Hashable, Sendable {
  /// The distance used between two views when neither states a preference: 8.
  static let defaultSpacing: CGFloat = 8

  /// The preferred distance above the view (`nil`: no preference).
  public var top: CGFloat?
  /// The preferred distance before the leading edge (`nil`: no preference).
  public var leading: CGFloat?
  /// The preferred distance below the view (`nil`: no preference).
  public var bottom: CGFloat?
  /// The preferred distance after the trailing edge (`nil`: no preference).
  public var trailing: CGFloat?

  /// Spacing with no preference on any edge (neighbours fall back to the default of 8).
  public init() {}

  /// Spacing with an explicit preference on each edge.
  public init(top: CGFloat?, leading: CGFloat?, bottom: CGFloat?, trailing: CGFloat?) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// A preference of 0 on every edge: neighbours may touch this view.
  public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// The preference on one edge.
  subscript(edge: Edge) -> CGFloat? {
    get {
      switch edge {
      case .top: top
      case .leading: leading
      case .bottom: bottom
      case .trailing: trailing
      }
    }
    set {
      switch edge {
      case .top: top = newValue
      case .leading: leading = newValue
      case .bottom: bottom = newValue
      case .trailing: trailing = newValue
      }
    }
  }

  /// Sets the preference of every edge in `edges` to `value`.
  public mutating func setEdges(_ edges: Edge.Set, to value: CGFloat?) {
    for edge in Edge.allCases where edges.contains(Edge.Set(edge)) { self[edge] = value }
  }

  /// Merges `other` into this spacing on `edges`, keeping the larger preference per edge.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
      switch (self[edge], other[edge]) {
      case (nil, let b): self[edge] = b
      case (let a?, let b?): self[edge] = max(a, b)
      case (_?, nil): break
      }
    }
  }

  /// The spacing merged with `other` on `edges` (see ``formUnion(_:edges:)``).
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var copy = self
    copy.formUnion(other, edges: edges)
    return copy
  }

  /// The distance between this view and `next`, which follows it along `axis`: the larger of this view's
  /// trailing (bottom) preference and `next`'s leading (top) preference; 8 when neither states one.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    let a = axis == .horizontal ? trailing : bottom
    let b = axis == .horizontal ? next.leading : next.top
    switch (a, b) {
    case (nil, nil): return ViewSpacing.defaultSpacing
    case (let a?, nil): return a
    case (nil, let b?): return b
    case (let a?, let b?): return max(a, b)
    }
  }
}
