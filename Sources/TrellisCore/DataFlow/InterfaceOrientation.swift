/// A device or interface orientation (SwiftUI's `InterfaceOrientation`, the four of UIKit's
/// `UIInterfaceOrientation`): FrameUp's `AutoRotatingView` and `previewInterfaceOrientation(_:)` take it.
///
/// - Complexity: O(1) for every member.
public enum InterfaceOrientation: Hashable, Sendable, CaseIterable {
  /// Upright, home indicator at the bottom.
  case portrait
  /// Upside down.
  case portraitUpsideDown
  /// Landscape, device turned so the interface's top is on the left edge of the portrait screen.
  case landscapeLeft
  /// Landscape, the other way round.
  case landscapeRight

  /// Whether this is a landscape orientation.
  @inlinable public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

  /// The position in the cycle portrait → landscapeLeft → portraitUpsideDown → landscapeRight, each step −90°.
  @usableFromInline package var cycleIndex: Int {
    switch self {
    case .portrait: 0
    case .landscapeLeft: 1
    case .portraitUpsideDown: 2
    case .landscapeRight: 3
    }
  }
}
