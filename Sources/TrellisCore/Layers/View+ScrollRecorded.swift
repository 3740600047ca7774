/// SwiftUI's iOS 17 scroll and feedback modifiers: each is accepted with SwiftUI's signature and recorded by name
/// in the node's ``DrawingStyle/handlers``; nothing scrolls, snaps or vibrates headless, and no frame changes
/// (a scroll view's shown offset is ``ScrollView``'s `contentOffset`).
///
/// - Complexity: O(1) for every member, plus copying the node's handlers.
extension View {
  /// Records whether the scroll indicators below are shown (`"scrollIndicators(hidden)"`).
  public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
    -> Node
  {
    recording("scrollIndicators(\(visibility))")
  }

  /// Records that the view's children are the targets a scroll view snaps to.
  public func scrollTargetLayout(isEnabled: Bool = true) -> Node {
    isEnabled ? recording("scrollTargetLayout") : node
  }

  /// Records how a scroll view below settles (`"scrollTargetBehavior(viewAligned)"`).
  public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> Node {
    recording("scrollTargetBehavior(\(behavior.name))")
  }

  /// Records the binding a scroll view reports its first shown child's id to (never written headless).
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> Node {
    recording("scrollPosition")
  }

  /// Records whether scrolling below is disabled.
  public func scrollDisabled(_ disabled: Bool) -> Node { disabled ? recording("scrollDisabled") : node }

  /// Records haptic `feedback` played when `trigger` changes (`"sensoryFeedback(success)"`; never played).
  public func sensoryFeedback(_ feedback: SensoryFeedback, trigger: some Equatable) -> Node {
    recording("sensoryFeedback(\(feedback))")
  }

  /// Records haptic feedback played when `trigger` changes and `condition` holds (never played).
  public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
  ) -> Node {
    recording("sensoryFeedback(\(feedback))")
  }

  /// Records haptic feedback chosen by `feedback` when `trigger` changes (the closure is never called).
  public func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
  ) -> Node {
    recording("sensoryFeedback")
  }

  /// Records how the view's content changes are drawn (`"contentTransition(numericText)"`).
  public func contentTransition(_ transition: ContentTransition) -> Node {
    recording("contentTransition(\(transition.name))")
  }
}

/// Whether scroll indicators are shown (SwiftUI's `ScrollIndicatorVisibility`); recorded, never read.
public enum ScrollIndicatorVisibility: Sendable, Hashable {
  /// The platform's choice.
  case automatic
  /// Shown.
  case visible
  /// Hidden unless the platform shows them anyway.
  case hidden
  /// Never shown.
  case never
}

/// How a scroll view settles after a scroll (SwiftUI's `ScrollTargetBehavior`); recorded by ``name``.
public protocol ScrollTargetBehavior: Sendable {
  /// The behaviour's name as recorded.
  var name: String { get }
}

/// Settles on a child's edge (SwiftUI's `ViewAlignedScrollTargetBehavior`, `.viewAligned`).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  /// `"viewAligned"`.
  public var name: String { "viewAligned" }
  /// The behaviour.
  public init() {}
}

/// Settles on a page of the scroll view's size (SwiftUI's `PagingScrollTargetBehavior`, `.paging`).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  /// `"paging"`.
  public var name: String { "paging" }
  /// The behaviour.
  public init() {}
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// Settles on a child's edge.
  public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// Settles on a page.
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

/// A haptic pattern (SwiftUI's `SensoryFeedback`), recorded by its description; never played.
public struct SensoryFeedback: Sendable, Hashable, CustomStringConvertible {
  /// The pattern as recorded (`"success"`, `"impact"`).
  public let description: String
  init(_ description: String) { self.description = description }

  /// A task succeeded.
  public static let success = SensoryFeedback("success")
  /// A task produced a warning.
  public static let warning = SensoryFeedback("warning")
  /// A task failed.
  public static let error = SensoryFeedback("error")
  /// A selection changed.
  public static let selection = SensoryFeedback("selection")
  /// A value increased.
  public static let increase = SensoryFeedback("increase")
  /// A value decreased.
  public static let decrease = SensoryFeedback("decrease")
  /// An activity started.
  public static let start = SensoryFeedback("start")
  /// An activity stopped.
  public static let stop = SensoryFeedback("stop")
  /// A view aligned with a guide.
  public static let alignment = SensoryFeedback("alignment")
  /// A discrete level changed.
  public static let levelChange = SensoryFeedback("levelChange")
  /// A physical impact.
  public static let impact = SensoryFeedback("impact")

  /// An impact of `weight` at `intensity` (both recorded only by name).
  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback("impact")
  }

  /// An impact of a material of `flexibility` at `intensity` (both recorded only by name).
  public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback("impact")
  }

  /// How heavy an impact feels.
  public enum Weight: Sendable, Hashable {
    /// Light.
    case light
    /// Medium.
    case medium
    /// Heavy.
    case heavy
  }

  /// How flexible the colliding material feels.
  public enum Flexibility: Sendable, Hashable {
    /// Rigid.
    case rigid
    /// Solid.
    case solid
    /// Soft.
    case soft
  }
}

/// How a view's content changes are drawn (SwiftUI's `ContentTransition`), recorded by ``name``.
public struct ContentTransition: Sendable, Hashable {
  /// The transition as recorded.
  public let name: String

  /// No animation between contents.
  public static let identity = ContentTransition(name: "identity")
  /// A cross-fade.
  public static let opacity = ContentTransition(name: "opacity")
  /// An interpolation of the content's properties.
  public static let interpolate = ContentTransition(name: "interpolate")

  /// Digits rolling up or down.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(name: "numericText")
  }

  /// Digits rolling towards `value` (its direction only; the value is not recorded).
  public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}
