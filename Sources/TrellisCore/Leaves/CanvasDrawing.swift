import Foundation

/// What a ``Canvas`` draws, kept in its node's style (``DrawingStyle/canvas``) so that a renderer of a laid-out tree
/// can record the drawing at the canvas's laid-out size.
///
/// Two drawings are equal when they are the same canvas's (identity, as closures cannot be compared).
///
/// - Complexity: O(1) to make and compare; a recording costs what ``Canvas/recording(in:configuration:)`` costs.
public struct CanvasDrawing: Hashable, Sendable {
  /// The recording closure, held by one object whose identity is the drawing's.
  private final class Box: Sendable {
    let record: ContentClosure<(CGSize, LayoutConfiguration), Result<GraphicsContext.Recording, LayoutError>>
    init(_ record: ContentClosure<(CGSize, LayoutConfiguration), Result<GraphicsContext.Recording, LayoutError>>) {
      self.record = record
    }
  }

  private let box: Box

  /// A drawing that records with `record`. The closure need not be `Sendable`: it runs on the caller's task when a
  /// renderer records it, as a reader's content closure does during a layout (``GeometryReader``).
  init(_ record: @escaping (CGSize, LayoutConfiguration) throws(LayoutError) -> GraphicsContext.Recording) {
    box = Box(
      ContentClosure { input in
        do throws(LayoutError) { return .success(try record(input.0, input.1)) } catch { return .failure(error) }
      })
  }

  /// What the canvas draws at `size` (``Canvas/recording(in:configuration:)``).
  ///
  /// - Throws: ``LayoutError`` when a symbol of the canvas cannot be laid out.
  public func recording(in size: CGSize, configuration: LayoutConfiguration) throws(LayoutError)
    -> GraphicsContext.Recording
  {
    try box.record((size, configuration)).get()
  }

  public static func == (lhs: CanvasDrawing, rhs: CanvasDrawing) -> Bool { lhs.box === rhs.box }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(box)) }
}
