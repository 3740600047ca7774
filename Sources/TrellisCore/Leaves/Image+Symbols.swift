extension Image {
  /// A system symbol (SwiftUI's `Image(systemName:)`), sized as a symbol in the current font: headless there are no
  /// SF Symbols, so every symbol is a square whose side follows the font its text settings resolve to (the
  /// inherited `font`, the Dynamic Type size) and its ``Scale``:
  ///
  /// | scale | side | at `.body` (17 pt) |
  /// | --- | --- | --- |
  /// | ``Scale/small`` | 0.96 × point size | 16.32 |
  /// | ``Scale/medium`` (default) | 1.2 × point size | 20.4 |
  /// | ``Scale/large`` | 1.56 × point size | 26.52 |
  ///
  /// The medium side is the font's default line height (1.2 × point size), so a symbol in a row of text is as tall
  /// as its line; small and large are 0.8 × and 1.3 × that. This is Trellis's approximation, not a measurement:
  /// Apple's symbols have widths of their own (Layout.md, "Symbols"). The baseline is 0.2 × point size above the
  /// bottom, as a text's, so `.firstTextBaseline` rows line up. The name is recorded
  /// (``DrawingStyle/imageName``, `"systemName:star.fill"`) and no glyph is drawn for it.
  ///
  /// - Complexity: O(1).
  public init(systemName: String) {
    self.init("systemName:\(systemName)", size: .zero)
    symbolName = systemName
    symbol = SymbolMeasurer(scale: nil)
  }

  /// A system symbol with a variable value (SwiftUI's `Image(systemName:variableValue:)`): sized as
  /// ``init(systemName:)``; the value is not drawn.
  public init(systemName: String, variableValue: Double?) { self.init(systemName: systemName) }

  /// The scale of a symbol (SwiftUI's `Image.Scale`), relative to the font.
  public enum Scale: String, Hashable, Sendable, CaseIterable {
    /// 0.8 × the medium size.
    case small
    /// The default.
    case medium
    /// 1.3 × the medium size.
    case large

    /// The side of a symbol in a font of `pointSize` points.
    func side(pointSize: CGFloat) -> CGFloat {
      switch self {
      case .small: pointSize * 0.96
      case .medium: pointSize * 1.2
      case .large: pointSize * 1.56
      }
    }
  }

  /// The symbol at `scale` (SwiftUI's `imageScale(_:)` on an image); an image that is not a symbol is unchanged.
  public func imageScale(_ scale: Scale) -> Image {
    var image = self
    if image.symbol != nil, image.symbol?.scale == nil { image.symbol = SymbolMeasurer(scale: scale) }
    return image
  }
}

/// How a symbol's layers are coloured (SwiftUI's `SymbolRenderingMode`); recorded, drawn by no renderer yet.
public struct SymbolRenderingMode: Hashable, Sendable {
  /// The mode's name.
  public let name: String
  /// The four modes, by name (the scene format's choices).
  package static let named: [String: SymbolRenderingMode] = Dictionary(
    uniqueKeysWithValues: [monochrome, hierarchical, palette, multicolor].map { ($0.name, $0) })
  /// One colour.
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  /// Layers in shades of one colour.
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  /// Layers in the colours given.
  public static let palette = SymbolRenderingMode(name: "palette")
  /// The symbol's own colours.
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

/// Measures a symbol as a square in the font its text settings resolve to (see ``Image/init(systemName:)``).
struct SymbolMeasurer: TextMeasurer {
  /// The scale set on the image or inherited from `imageScale`, `nil`: medium.
  let scale: Image.Scale?

  func size(of string: String, proposal: ProposedViewSize) -> Size {
    let side = (scale ?? .medium).side(pointSize: Font.body.validatedSize)
    return Size(width: side, height: side)
  }

  func measure(_ string: String, attributes: TextAttributes, proposal: ProposedViewSize) -> TextMeasurement {
    let pointSize = attributes.font.validatedSize
    let side = (scale ?? .medium).side(pointSize: pointSize)
    let baseline = max(0, side - 0.2 * pointSize)
    return TextMeasurement(
      size: Size(width: side, height: side), lineCount: 1, firstBaseline: baseline, lastBaseline: baseline,
      fontSize: pointSize)
  }
}

extension View {
  /// Sets the scale of the symbols below that set none (SwiftUI's `imageScale(_:)`): each
  /// ``Image/init(systemName:)`` below is rebuilt at `scale` (see ``Image/Scale`` for the sizes).
  ///
  /// - Complexity: O(n) for the n nodes below (the tree is walked once, without recursion); subtrees without a
  ///   symbol are shared, not copied.
  public func imageScale(_ scale: Image.Scale) -> Node { node.replacingLeaves { $0.withSymbolScale(scale) } }

  /// Records how the symbols below colour their layers (SwiftUI's `symbolRenderingMode(_:)`); no frame changes.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Node {
    guard let mode else { return node }
    return recording("symbolRenderingMode(\(mode.name))")
  }
}

extension Node {
  /// The symbol leaf at `scale` when this node is a symbol that sets no scale, else `nil`.
  func withSymbolScale(_ scale: Image.Scale) -> Node? {
    guard case .leaf(let leaf) = content, let text = leaf as? TextLeaf,
      let symbol = text.ownMeasurer?.measurer as? SymbolMeasurer, symbol.scale == nil
    else { return nil }
    return Node(
      id: id, typeName: typeName, content: .leaf(TextLeaf(Text(text.string, measurer: SymbolMeasurer(scale: scale)))),
      attributes: attributes)
  }
}
