import TrellisCore

/// The geometry and state of FrameUp's `AutoRotatingView(allowed)`: content that turns to follow the device when the
/// device's orientation is allowed, inside an interface that may not rotate itself.
///
/// The content orientation starts as `allowed.first` and follows the device whenever the device's orientation is in
/// ``allowed``. The content is rotated from its orientation to the interface orientation by
/// ``rotation(from:to:)``; for ±90° its frame swaps width and height, and it is centred in the view.
///
/// **Degenerate input.** An empty `allowed` list starts in `.portrait` and never follows the device.
///
/// ```swift
/// var view = AutoRotatingView([.portrait, .landscapeLeft, .landscapeRight])
/// view.deviceOrientationDidChange(to: .landscapeLeft)
/// view.rotation(interfaceOrientation: .portrait)  // +90°
/// view.contentFrame(in: Size(width: 390, height: 844), interfaceOrientation: .portrait)
/// // (−227, 227, 844, 390)
/// ```
///
/// - Complexity: O(1) for every member except ``init(_:)`` and ``deviceOrientationDidChange(to:)``, O(allowed.count).
public struct AutoRotatingView: Hashable, Sendable {
  /// The orientations the content may take.
  public var allowed: [InterfaceOrientation]
  /// The content's current orientation.
  public private(set) var contentOrientation: InterfaceOrientation

  /// Creates the state; the content starts in `allowed.first` (`.portrait` when `allowed` is empty).
  public init(_ allowed: [InterfaceOrientation]) {
    self.allowed = allowed
    self.contentOrientation = allowed.first ?? .portrait
  }

  /// The device turned to `orientation`: the content follows if the orientation is allowed. Returns whether it did.
  ///
  /// - Complexity: O(allowed.count).
  @discardableResult public mutating func deviceOrientationDidChange(to orientation: InterfaceOrientation) -> Bool {
    guard allowed.contains(orientation) else { return false }
    contentOrientation = orientation
    return true
  }

  /// The rotation that turns content in orientation `content` to match interface orientation `interface`:
  /// −90° for P→LL, LL→PUD, PUD→LR, LR→P; +90° for P→LR, LR→PUD, PUD→LL, LL→P; 180° for P↔PUD and LR↔LL; 0 when equal.
  public static func rotation(from content: InterfaceOrientation, to interface: InterfaceOrientation) -> Angle {
    switch (interface.cycleIndex - content.cycleIndex + 4) % 4 {
    case 1: .degrees(-90)
    case 2: .degrees(180)
    case 3: .degrees(90)
    default: .zero
    }
  }

  /// The rotation applied to the content in an interface with orientation `interfaceOrientation`.
  public func rotation(interfaceOrientation: InterfaceOrientation) -> Angle {
    Self.rotation(from: contentOrientation, to: interfaceOrientation)
  }

  /// The content's frame (before rotation) in a view of size `size`: width and height swapped for a ±90° rotation,
  /// centred on the view.
  public func contentFrame(in size: Size, interfaceOrientation: InterfaceOrientation) -> Rect {
    let degrees = rotation(interfaceOrientation: interfaceOrientation).degrees
    let swaps = degrees == 90 || degrees == -90
    let content = swaps ? Size(width: size.height, height: size.width) : size
    return Rect(
      x: (size.width - content.width) / 2, y: (size.height - content.height) / 2, width: content.width,
      height: content.height)
  }
}
