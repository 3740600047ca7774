/// SwiftUI's modifiers that change only how a view is drawn or hit-tested, not its frame: each is accepted with
/// SwiftUI's signature and recorded by name in the node's ``DrawingStyle/handlers`` (`"blur(4.0)"`,
/// `"compositingGroup"`); no renderer draws them yet, and no node is added.
///
/// - Complexity: O(1) for every member, plus copying the node's handlers.
extension View {
  /// Records a Gaussian blur of `radius` (SwiftUI's `blur(radius:opaque:)`); a negative or non-finite radius is
  /// recorded as 0. The blur may draw outside the frame in SwiftUI too; no frame changes.
  public func blur(radius: CGFloat, opaque: Bool = false) -> Node {
    recording("blur(\(radius.isFinite && radius > 0 ? radius : 0))")
  }

  /// Records that the view and its content are composited as one layer before its opacity and blend modes apply.
  public func compositingGroup() -> Node { recording("compositingGroup") }

  /// Records that the view and its content are drawn off screen as one image (SwiftUI's `drawingGroup`).
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> Node {
    recording("drawingGroup")
  }

  /// Records that the view's colours are inverted.
  public func colorInvert() -> Node { recording("colorInvert") }

  /// Records a loss of colour by `amount` (SwiftUI's `grayscale(_:)`: 0 keeps the colours, 1 is fully grey), clamped to
  /// 0…1; a non-finite amount is recorded as 0.
  public func grayscale(_ amount: Double) -> Node { recording("grayscale(\(clampedUnit(amount)))") }

  /// Records a change of colour saturation by `amount` (SwiftUI's `saturation(_:)`: 0 is grey, 1 unchanged); a
  /// negative or non-finite amount is recorded as 0 (no upper bound: above 1 oversaturates).
  public func saturation(_ amount: Double) -> Node { recording("saturation(\(nonNegative(amount)))") }

  /// Records a change of contrast by `amount` (SwiftUI's `contrast(_:)`: 1 unchanged, 0 grey, negative inverts); a
  /// non-finite amount is recorded as 1.
  public func contrast(_ amount: Double) -> Node { recording("contrast(\(amount.isFinite ? amount : 1))") }

  /// Records a change of brightness by `amount` (SwiftUI's `brightness(_:)`: 0 unchanged, 1 white, −1 black); a
  /// non-finite amount is recorded as 0.
  public func brightness(_ amount: Double) -> Node { recording("brightness(\(amount.isFinite ? amount : 0))") }

  /// Records a rotation of the view's hues by `angle` (SwiftUI's `hueRotation(_:)`), in degrees.
  public func hueRotation(_ angle: Angle) -> Node {
    recording("hueRotation(\(angle.degrees.isFinite ? angle.degrees : 0))")
  }

  /// Records that the view's colours are multiplied by `color` (SwiftUI's `colorMultiply(_:)`).
  public func colorMultiply(_ color: Color) -> Node { recording("colorMultiply(\(color))") }

  /// Records that the view's luminance becomes its alpha (SwiftUI's `luminanceToAlpha()`).
  public func luminanceToAlpha() -> Node { recording("luminanceToAlpha") }

  /// Records the shape that receives the view's taps (`"contentShape(<shape>)"`); hit-testing is not headless, and
  /// no frame changes.
  public func contentShape(_ shape: some Shape, eoFill: Bool = false) -> Node {
    recording("contentShape(\(type(of: shape)))")
  }

  /// Records the shape for `kinds` of interaction (SwiftUI's `contentShape(_:_:eoFill:)`), as ``contentShape(_:eoFill:)``.
  public func contentShape(_ kinds: ContentShapeKinds, _ shape: some Shape, eoFill: Bool = false) -> Node {
    recording("contentShape(\(type(of: shape)))")
  }

  /// Records the keyboard a text field below asks for (UIKit's `keyboardType`); no keyboard is shown headless, and
  /// no frame changes.
  public func keyboardType(_ type: UIKeyboardType) -> Node { recording("keyboardType(\(type))") }
}

/// The colour space of an off-screen drawing group (SwiftUI's `ColorRenderingMode`); recorded with
/// ``View/drawingGroup(opaque:colorMode:)``, never read.
public enum ColorRenderingMode: Sendable, Hashable {
  /// Non-linear sRGB.
  case nonLinear
  /// Linear sRGB.
  case linear
  /// Linear, with values outside 0…1 kept.
  case extendedLinear
}

/// The interactions a content shape is for (SwiftUI's `ContentShapeKinds`); recorded, never read.
public struct ContentShapeKinds: OptionSet, Sendable, Hashable {
  /// The bits.
  public let rawValue: Int
  /// A set from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Taps and other hit-testing.
  public static let interaction = ContentShapeKinds(rawValue: 1)
  /// Drag previews.
  public static let dragPreview = ContentShapeKinds(rawValue: 2)
  /// Context menu previews.
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
  /// Hover effects.
  public static let hoverEffect = ContentShapeKinds(rawValue: 8)
  /// Accessibility.
  public static let accessibility = ContentShapeKinds(rawValue: 16)
}

/// The keyboards a text field can ask for (UIKit's `UIKeyboardType`, which SwiftUI's `keyboardType(_:)` takes);
/// recorded with ``View/keyboardType(_:)``, never read.
public enum UIKeyboardType: Sendable, Hashable {
  /// The default keyboard.
  case `default`
  /// Letters, numbers and punctuation.
  case asciiCapable
  /// Numbers and punctuation.
  case numbersAndPunctuation
  /// For URLs (UIKit's spelling).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case URL
  /// Digits 0–9.
  case numberPad
  /// A phone pad.
  case phonePad
  /// A phone pad with names.
  case namePhonePad
  /// For email addresses.
  case emailAddress
  /// Digits and a decimal point.
  case decimalPad
  /// For Twitter handles and hashtags.
  case twitter
  /// For web search.
  case webSearch
  /// ASCII digits.
  case asciiCapableNumberPad
}

/// `amount` clamped to 0…1, with a non-finite amount as 0.
private func clampedUnit(_ amount: Double) -> Double { amount.isFinite ? min(max(amount, 0), 1) : 0 }

/// `amount`, with a negative or non-finite amount as 0.
private func nonNegative(_ amount: Double) -> Double { amount.isFinite && amount > 0 ? amount : 0 }
