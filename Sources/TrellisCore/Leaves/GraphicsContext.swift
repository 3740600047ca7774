import Foundation

/// The context a ``Canvas``'s renderer draws into (SwiftUI's `GraphicsContext`), headless: every call is recorded as
/// a ``Command`` with the context's state at that moment (``transform``, ``opacity``, ``blendMode``, clip paths and
/// filters), in the canvas's coordinates before the transform. ``Canvas/recording(in:configuration:)`` returns them.
///
/// A copy of a context draws into the same recording with its own state, as in SwiftUI: `drawLayer` hands its
/// closure a copy whose transform, opacity and filters start as the parent's and whose changes stay in the layer.
///
/// ```swift
/// Canvas { context, size in
///   context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
///   context.drawLayer { layer in
///     layer.opacity = 0.5
///     layer.stroke(Path(ellipseIn: CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.white), lineWidth: 2)
///   }
/// }
/// ```
///
/// - Complexity: O(1) per call, plus the measuring a `resolve` or `draw` of a text does.
public struct GraphicsContext {
  /// Where a context and its copies record (a class: copies share it).
  final class Recorder {
    var commands: [Command] = []
    let symbols: [String: ResolvedSymbol]
    let configuration: LayoutConfiguration

    init(symbols: [String: ResolvedSymbol], configuration: LayoutConfiguration) {
      self.symbols = symbols
      self.configuration = configuration
    }
  }

  let recorder: Recorder

  /// The transform applied to everything drawn next, from the drawing's coordinates to the canvas's.
  public var transform: CGAffineTransform = .identity
  /// The opacity everything drawn next is drawn with (0…1; a layer's multiplies its parent's).
  public var opacity: Double = 1
  /// How what is drawn next combines with what is below it.
  public var blendMode: BlendMode = .normal
  /// The paths everything drawn next is clipped to, in the canvas's coordinates, the first set first.
  public private(set) var clipPaths: [Path] = []
  /// The filters everything drawn next passes through, the first added first.
  public private(set) var filters: [Filter] = []

  init(recorder: Recorder) { self.recorder = recorder }

  /// Records `kind` with this context's state.
  func record(_ kind: Command.Kind) {
    recorder.commands.append(
      Command(
        kind: kind, transform: transform, opacity: opacity, blendMode: blendMode, clipPaths: clipPaths,
        filters: filters))
  }

  // MARK: - Shapes

  /// Fills `path` with `shading`, by `style`'s rule.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    record(.fill(path, shading, style))
  }

  /// Strokes `path` with `shading`, `style`'s width and dashes.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    record(.stroke(path, shading, style))
  }

  /// Strokes `path` with `shading`, `lineWidth` wide (checked as `StrokeStyle(lineWidth:)` checks it).
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  // MARK: - State

  /// Moves the origin of what is drawn next by (`dx`, `dy`).
  public mutating func translateBy(x dx: CGFloat, y dy: CGFloat) {
    transform = CGAffineTransform(translationX: dx, y: dy).concatenating(transform)
  }

  /// Scales what is drawn next by (`x`, `y`) about the origin.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
  }

  /// Turns what is drawn next by `angle` about the origin (clockwise on screen for a positive angle).
  public mutating func rotate(by angle: Angle) {
    transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform)
  }

  /// Applies `matrix` to what is drawn next, before the current transform.
  public mutating func concatenate(_ matrix: CGAffineTransform) {
    transform = matrix.concatenating(transform)
  }

  /// Clips what is drawn next to `path` (in the current transform's coordinates), inside what was clipped before.
  /// `style` and `options` are accepted; the clip is recorded as the path.
  public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
    clipPaths.append(path.applying(transform))
  }

  /// Passes what is drawn next through `filter` (recorded; nothing is filtered headless). `options` are accepted.
  public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
    filters.append(filter)
  }

  /// Draws what `content` draws as one layer: `content` gets a copy of this context whose state changes stay in it.
  public func drawLayer<Result>(content: (inout GraphicsContext) throws -> Result) rethrows -> Result {
    var layer = self
    return try content(&layer)
  }

  // MARK: - Texts, images and symbols

  /// `text` made ready to draw, measured with the recording's configuration.
  public func resolve(_ text: Text) -> ResolvedText {
    ResolvedText(text: text, configuration: recorder.configuration)
  }

  /// `image` made ready to draw, at its own size.
  public func resolve(_ image: Image) -> ResolvedImage {
    let size = (try? image.node.layout(proposal: .unspecified, configuration: recorder.configuration).size) ?? .zero
    return ResolvedImage(name: image.name, size: size)
  }

  /// The symbol whose view is tagged `id`, or `nil` when no symbol has that tag.
  public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { recorder.symbols["\(id)"] }

  /// Draws `text` with its unit point `anchor` at `point`, at its ideal size.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(text), at: point, anchor: anchor)
  }

  /// Draws `text` with its unit point `anchor` at `point`, at its ideal size.
  public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
    let size = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
    record(.text(text.text.string, in: Self.rect(size, at: point, anchor: anchor)))
  }

  /// Draws `text` wrapped to `rect`'s width, from its top-left corner.
  public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

  /// Draws `text` wrapped to `rect`'s width, from its top-left corner.
  public func draw(_ text: ResolvedText, in rect: CGRect) {
    record(.text(text.text.string, in: CGRect(origin: rect.origin, size: text.measure(in: rect.size))))
  }

  /// Draws `image` with its unit point `anchor` at `point`, at its own size.
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(image), at: point, anchor: anchor)
  }

  /// Draws `image` with its unit point `anchor` at `point`, at its own size.
  public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
    record(.image(image.name, in: Self.rect(image.size, at: point, anchor: anchor)))
  }

  /// Draws `image` stretched to `rect`.
  public func draw(_ image: Image, in rect: CGRect) { draw(resolve(image), in: rect) }

  /// Draws `image` stretched to `rect`.
  public func draw(_ image: ResolvedImage, in rect: CGRect) { record(.image(image.name, in: rect)) }

  /// Draws the symbol with its unit point `anchor` at `point`, at its ideal size.
  public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
    record(.symbol(symbol.id, in: Self.rect(symbol.size, at: point, anchor: anchor)))
  }

  /// Draws the symbol in `rect`.
  public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) { record(.symbol(symbol.id, in: rect)) }

  /// The rectangle of `size` whose unit point `anchor` is at `point`.
  static func rect(_ size: CGSize, at point: CGPoint, anchor: UnitPoint) -> CGRect {
    CGRect(
      x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width,
      height: size.height)
  }
}
