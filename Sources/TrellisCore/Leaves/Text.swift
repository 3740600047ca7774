/// A run of text measured by a pluggable ``TextMeasurer``, so it wraps when offered less width than it wants.
///
/// In a file that imports only `TrellisCore` the measurer defaults to the monospaced 8×16 one; `import Trellis`
/// brings an initializer whose measurer shapes real fonts (`TrellisText`, Documentation/Text.md).
///
/// ```swift
/// Text("Hello, world", measurer: MonospacedTextMeasurer.standard)   // ideal 96×16
/// Text("Hello, world").font(.title).lineLimit(1)
/// ```
public struct Text: View {
  /// The string.
  public var string: String
  /// The measurer.
  public var measurer: any TextMeasurer
  /// The font and paragraph settings.
  public var attributes: TextAttributes

  /// Text measured by `measurer`.
  ///
  /// - Complexity: O(1); measuring is O(characters).
  public init(
    _ string: String, measurer: any TextMeasurer = MonospacedTextMeasurer.standard,
    attributes: TextAttributes = .standard
  ) {
    self.string = string
    self.measurer = measurer
    self.attributes = attributes
  }

  public var node: Node {
    Node(leaf: TextLeaf(string: string, measurer: measurer, attributes: attributes), typeName: "Text")
  }
}

struct TextLeaf: LeafContent {
  let string: String
  let measurer: any TextMeasurer
  let attributes: TextAttributes
  /// Word lengths, split once, when the measurer is the monospaced one and nothing but the font is set.
  let words: [[Int]]?
  let monospaced: MonospacedTextMeasurer?

  init(string: String, measurer: any TextMeasurer, attributes: TextAttributes) {
    self.string = string
    self.measurer = measurer
    self.attributes = attributes
    let plain = attributes.lineLimit == nil && attributes.validatedLineSpacing == 0
    self.monospaced = plain ? measurer as? MonospacedTextMeasurer : nil
    self.words = monospaced == nil ? nil : MonospacedTextMeasurer.words(string)
  }

  func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    if let monospaced, let words { return monospaced.size(ofWords: words, proposal: proposal) }
    return measurer.measure(string, attributes: attributes, proposal: proposal).size
  }

  /// The measurement (size and baselines) for `proposal`.
  func measurement(_ proposal: ProposedViewSize) -> TextMeasurement {
    measurer.measure(string, attributes: attributes, proposal: proposal)
  }
}
