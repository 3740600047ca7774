/// SwiftUI's accessibility modifiers: each is accepted with SwiftUI's signature and recorded by name in the node's
/// ``DrawingStyle/handlers`` (`"accessibilityLabel"`, `"accessibilityElement(combine)"`,
/// `"accessibilityAddTraits(isButton, isHeader)"`); labels, hints and values are not kept, and action closures are
/// dropped and never called. None changes a frame, in SwiftUI either, and no node is added.
///
/// - Complexity: O(1) for every member, plus copying the node's handlers.
extension View {
  /// Records that the view is one accessibility element, its children's elements handled by `children`
  /// (`"accessibilityElement(ignore)"`).
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> Node {
    recording("accessibilityElement(\(children.name))")
  }

  /// Records the view's accessibility label (a text).
  public func accessibilityLabel(_ label: Text) -> Node { recording("accessibilityLabel") }

  /// Records the view's accessibility label (a localized key).
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Node { recording("accessibilityLabel") }

  /// Records the view's accessibility label (a string).
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Node { recording("accessibilityLabel") }

  /// Records the view's accessibility hint (a text).
  public func accessibilityHint(_ hint: Text) -> Node { recording("accessibilityHint") }

  /// Records the view's accessibility hint (a localized key).
  public func accessibilityHint(_ hintKey: LocalizedStringKey) -> Node { recording("accessibilityHint") }

  /// Records the view's accessibility hint (a string).
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> Node { recording("accessibilityHint") }

  /// Records the view's accessibility value (a text).
  public func accessibilityValue(_ value: Text) -> Node { recording("accessibilityValue") }

  /// Records the view's accessibility value (a localized key).
  public func accessibilityValue(_ valueKey: LocalizedStringKey) -> Node { recording("accessibilityValue") }

  /// Records the view's accessibility value (a string).
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> Node { recording("accessibilityValue") }

  /// Records that the view is hidden from accessibility (`hidden` true); `false` records nothing.
  public func accessibilityHidden(_ hidden: Bool) -> Node { hidden ? recording("accessibilityHidden") : node }

  /// Records the identifier that UI tests find the view by (`"accessibilityIdentifier(name)"`).
  public func accessibilityIdentifier(_ identifier: String) -> Node {
    recording("accessibilityIdentifier(\(identifier))")
  }

  /// Records traits added to the view's element (`"accessibilityAddTraits(isButton)"`).
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> Node {
    recording("accessibilityAddTraits(\(traits.names))")
  }

  /// Records traits removed from the view's element (`"accessibilityRemoveTraits(isImage)"`).
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> Node {
    recording("accessibilityRemoveTraits(\(traits.names))")
  }

  /// Records an accessibility action of `actionKind` (`"accessibilityAction(default)"`); the handler never runs.
  public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> Node {
    recording("accessibilityAction(\(actionKind.name))")
  }

  /// Records a named accessibility action (`"accessibilityAction(named:)"`); the handler never runs.
  public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> Node {
    recording("accessibilityAction(named:)")
  }

  /// Records a named accessibility action (a localized key); the handler never runs.
  public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> Node {
    recording("accessibilityAction(named:)")
  }

  /// Records a named accessibility action (a string); the handler never runs.
  public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> Node {
    recording("accessibilityAction(named:)")
  }

  /// Records an action for VoiceOver's swipe up and down on an adjustable element; the handler never runs.
  public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> Node {
    recording("accessibilityAdjustableAction")
  }
}

/// How an accessibility element treats its children's elements (SwiftUI's `AccessibilityChildBehavior`); recorded
/// with ``View/accessibilityElement(children:)``, never read.
public struct AccessibilityChildBehavior: Sendable, Hashable {
  /// The name recorded.
  let name: String
  /// The children's elements are left out.
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  /// The children's elements are kept inside this one.
  public static let contain = AccessibilityChildBehavior(name: "contain")
  /// The children's labels and traits are merged into this element.
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// The kind of an accessibility action (SwiftUI's `AccessibilityActionKind`); recorded, never performed.
public struct AccessibilityActionKind: Sendable, Hashable {
  /// The name recorded.
  let name: String
  /// The element's default action (a double tap).
  public static let `default` = AccessibilityActionKind(name: "default")
  /// VoiceOver's escape gesture (a two-finger Z).
  public static let escape = AccessibilityActionKind(name: "escape")
  /// VoiceOver's magic tap (a two-finger double tap).
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
  /// The context menu's action.
  public static let showMenu = AccessibilityActionKind(name: "showMenu")
  /// A named action (SwiftUI's `init(named:)`).
  public init(named name: Text) { self.name = "named" }
  init(name: String) { self.name = name }
}

/// The direction of VoiceOver's adjustment (SwiftUI's `AccessibilityAdjustmentDirection`).
public enum AccessibilityAdjustmentDirection: Sendable, Hashable {
  /// Swipe up.
  case increment
  /// Swipe down.
  case decrement
}

/// The traits of an accessibility element (SwiftUI's `AccessibilityTraits`); recorded by name, never read.
public struct AccessibilityTraits: SetAlgebra, Sendable, Hashable {
  /// The bits.
  var rawValue: Int

  /// The traits' names, in the order they are declared here.
  static let allNames = [
    "isButton", "isHeader", "isSelected", "isLink", "isSearchField", "isImage", "playsSound", "isKeyboardKey",
    "isStaticText", "isSummaryElement", "updatesFrequently", "startsMediaSession", "allowsDirectInteraction",
    "causesPageTurn", "isModal", "isToggle",
  ]

  private init(bit: Int) { rawValue = 1 << bit }
  private init(rawValue: Int) { self.rawValue = rawValue }

  /// The names of the traits held, joined by ", " (`"isButton, isHeader"`).
  var names: String {
    Self.allNames.indices.filter { rawValue & (1 << $0) != 0 }.map { Self.allNames[$0] }.joined(separator: ", ")
  }

  /// A button.
  public static let isButton = AccessibilityTraits(bit: 0)
  /// A heading.
  public static let isHeader = AccessibilityTraits(bit: 1)
  /// Selected.
  public static let isSelected = AccessibilityTraits(bit: 2)
  /// A link.
  public static let isLink = AccessibilityTraits(bit: 3)
  /// A search field.
  public static let isSearchField = AccessibilityTraits(bit: 4)
  /// An image.
  public static let isImage = AccessibilityTraits(bit: 5)
  /// Plays its own sound.
  public static let playsSound = AccessibilityTraits(bit: 6)
  /// A key of a keyboard.
  public static let isKeyboardKey = AccessibilityTraits(bit: 7)
  /// Text that does not change.
  public static let isStaticText = AccessibilityTraits(bit: 8)
  /// A summary of the app's state at launch.
  public static let isSummaryElement = AccessibilityTraits(bit: 9)
  /// Updates often (a timer).
  public static let updatesFrequently = AccessibilityTraits(bit: 10)
  /// Starts a media session when activated.
  public static let startsMediaSession = AccessibilityTraits(bit: 11)
  /// Takes touches directly.
  public static let allowsDirectInteraction = AccessibilityTraits(bit: 12)
  /// Turns the page when VoiceOver reaches its end.
  public static let causesPageTurn = AccessibilityTraits(bit: 13)
  /// Modal: VoiceOver ignores the elements beside it.
  public static let isModal = AccessibilityTraits(bit: 14)
  /// A toggle.
  public static let isToggle = AccessibilityTraits(bit: 15)

  /// No traits.
  public init() { rawValue = 0 }
  /// Whether `member`'s traits are all held.
  public func contains(_ member: Self) -> Bool { rawValue & member.rawValue == member.rawValue }
  /// The traits of either.
  public func union(_ other: Self) -> Self { Self(rawValue: rawValue | other.rawValue) }
  /// The traits of both.
  public func intersection(_ other: Self) -> Self { Self(rawValue: rawValue & other.rawValue) }
  /// The traits of exactly one.
  public func symmetricDifference(_ other: Self) -> Self { Self(rawValue: rawValue ^ other.rawValue) }
  /// Adds `newMember`'s traits.
  @discardableResult
  public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
    let held = contains(newMember)
    rawValue |= newMember.rawValue
    return (!held, newMember)
  }
  /// Removes `member`'s traits.
  @discardableResult
  public mutating func remove(_ member: Self) -> Self? {
    let held = intersection(member)
    rawValue &= ~member.rawValue
    return held.rawValue == 0 ? nil : held
  }
  /// Adds `newMember`'s traits.
  @discardableResult
  public mutating func update(with newMember: Self) -> Self? {
    let held = intersection(newMember)
    rawValue |= newMember.rawValue
    return held.rawValue == 0 ? nil : held
  }
  /// Adds the traits of `other`.
  public mutating func formUnion(_ other: Self) { rawValue |= other.rawValue }
  /// Keeps the traits also in `other`.
  public mutating func formIntersection(_ other: Self) { rawValue &= other.rawValue }
  /// Keeps the traits in exactly one.
  public mutating func formSymmetricDifference(_ other: Self) { rawValue ^= other.rawValue }
}
