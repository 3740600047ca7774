import Foundation
import TrellisCore

extension DisplayList {
  /// The display list of a ``Canvas``'s recording (`canvas.recording(in:configuration:)`), of the recording's size:
  /// its path fills and strokes painted with colour shadings, each through its context's clip paths, opacity and
  /// transform. Gradients, the foreground shading, texts, images, symbols, blend modes and filters are not painted
  /// yet (Rendering.md).
  ///
  /// ```swift
  /// let png = try DisplayList(canvas.recording(in: CGSize(width: 80, height: 40), configuration: .standard))
  ///   .data(.png)
  /// ```
  ///
  /// - Complexity: O(commands + path elements).
  public init(_ recording: GraphicsContext.Recording) {
    size = recording.size
    var items: [Item] = []
    let canvas = Rect(origin: .zero, size: recording.size)
    for command in recording.commands {
      let paint: Item
      switch command.kind {
      case .fill(let path, let shading, _):
        guard case .color(let color) = shading.kind else { continue }
        paint = .fill(Outline(.path(CustomShape(path)), in: canvas), color)
      case .stroke(let path, let shading, let style):
        guard case .color(let color) = shading.kind else { continue }
        paint = .stroke(Outline(.path(CustomShape(path)), in: canvas), color, lineWidth: style.lineWidth)
      case .text, .image, .symbol: continue
      }
      // What Cairo cannot draw is skipped: a transform or clip with a non-finite entry.
      let t = command.transform
      guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite),
        command.clipPaths.allSatisfy({ Self.isFinite($0.boundingRect) })
      else { continue }
      // The clips are in the canvas's coordinates; the transform applies to the drawing inside them.
      items += command.clipPaths.map { .beginClip(Outline(.path(CustomShape($0)), in: canvas)) }
      let faded = command.opacity.isFinite && command.opacity < 1
      if faded { items.append(.beginGroup(opacity: max(command.opacity, 0))) }
      items += [.beginTransform(command.transform), paint, .endTransform]
      if faded { items.append(.endGroup) }
      items += command.clipPaths.map { _ in .endClip }
    }
    self.items = items
  }

  /// Whether every side of `rect` is finite.
  private static func isFinite(_ rect: Rect) -> Bool {
    [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite)
  }
}
