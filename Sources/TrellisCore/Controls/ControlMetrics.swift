/// The sizes of iOS's controls that Trellis's ``Toggle``, ``Slider``, ``Stepper``, ``Picker`` and ``ProgressView`` take,
/// in points.
///
/// Each is the size UIKit's control is commonly quoted to report as its intrinsic content size on iPhone at the
/// default Dynamic Type size. Apple documents none of these numbers (nor does the HIG), and no published measurement
/// was found for them: they are unverified figures, listed as such in Layout.md's differences table.
enum ControlMetrics {
  /// `UISwitch`: 51 × 31. Apple's UIKit documentation for `UISwitch` states the size is fixed by the system (the
  /// frame's size is ignored) but gives no number; 51 × 31 is the commonly quoted size since iOS 7 (unverified).
  static let switchSize = Size(width: 51, height: 31)
  /// `UIStepper`: 94 × 32, the commonly quoted size since iOS 13 (94 × 29 before; unverified: Apple's
  /// documentation gives no number).
  static let stepperSize = Size(width: 94, height: 32)
  /// `UISlider`'s height: 31, the commonly quoted `intrinsicContentSize` height (unverified; Apple's documentation
  /// gives no number). Its width has no intrinsic value: a slider takes the width it is offered.
  static let sliderHeight: CGFloat = 31
  /// `UISegmentedControl`'s height: 32, the commonly quoted height since iOS 13 (unverified; Apple's
  /// documentation gives no number).
  static let segmentedHeight: CGFloat = 32
  /// `UIPickerView`'s size: 320 × 216, the commonly quoted default size of a picker view on iPhone (unverified;
  /// not in Apple's current documentation).
  static let wheelSize = Size(width: 320, height: 216)
  /// A slider's width for an unspecified proposal (`fixedSize()`, a nil proposal): no published figure; Trellis
  /// answers the slider's height, the width of a thumb (Layout.md's differences table).
  static let sliderIdealWidth: CGFloat = 31
  /// `UIActivityIndicatorView`'s `.medium` style: 20 × 20, the commonly quoted size (unverified; Apple's
  /// documentation gives no number). A spinning ``ProgressView``'s side.
  static let spinnerSide: CGFloat = 20
  /// `UIActivityIndicatorView`'s `.large` style: 37 × 37, the commonly quoted size (unverified). A spinning
  /// ``ProgressView``'s side at `.controlSize(.large)`.
  static let largeSpinnerSide: CGFloat = 37
  /// `UIProgressView`'s bar height: 4, the commonly quoted height of its default style on current iOS (2 in older
  /// releases; unverified: Apple's documentation gives no number). A ``ProgressView`` bar's height.
  static let progressBarHeight: CGFloat = 4
  /// `UIColorWell`, the circle a ``ColorPicker`` shows: 28 × 28, **unverified** and not even commonly quoted: Apple
  /// documents no size, and no published figure or measurement was found; 28 is Trellis's reading of screenshots.
  static let colorWellSize = Size(width: 28, height: 28)
}

/// A control of fixed height and flexible width: it takes the proposed width (its ideal width when the width is
/// unspecified) and always its own height, as a slider's track or a wheel.
struct FlexibleWidthLeaf: LeafContent {
  let idealWidth: CGFloat
  let height: CGFloat
  func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    Size(width: max(proposal.width ?? idealWidth, 0), height: height)
  }
}

/// The nodes of a control's row, built as a stack's children are.
func controlRow(@NodeBuilder _ content: () -> [Node]) -> [Node] { content() }

/// A labelled control as SwiftUI's default style on iOS lays it out: the label, a spacer, then the control, a fixed
/// box of `size` (a `Toggle`'s switch, a `Stepper`'s buttons), in a row named `typeName`.
func labelledControlRow(label: Node, control size: Size, typeName: String) -> Node {
  Node(
    layout: HStackLayout(alignment: .center, spacing: nil), typeName: typeName,
    children: controlRow {
      label
      Spacer()
      Box(width: size.width, height: size.height)
    })
}
