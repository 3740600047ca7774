import Synchronization

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
  /// The text prepared by its measurer, made on the first measurement and shared by every pass and thread.
  let prepared: PreparedTextMemo
  /// Word lengths, split once, when the measurer is the monospaced one and nothing but the font is set.
  let words: [[Int]]?
  let monospaced: MonospacedTextMeasurer?

  init(string: String, measurer: any TextMeasurer, attributes: TextAttributes) {
    self.string = string
    self.measurer = measurer
    self.attributes = attributes
    self.prepared = PreparedTextMemo()
    let plain = attributes.lineLimit == nil && attributes.validatedLineSpacing == 0
    self.monospaced = plain ? measurer as? MonospacedTextMeasurer : nil
    self.words = monospaced == nil ? nil : MonospacedTextMeasurer.words(string)
  }

  func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    if let monospaced, let words { return monospaced.size(ofWords: words, proposal: proposal) }
    return measurement(proposal).size
  }

  /// The measurement (size and baselines) for `proposal`.
  func measurement(_ proposal: ProposedViewSize) -> TextMeasurement {
    prepared.value { measurer.prepare(string, attributes: attributes) }.measure(proposal)
  }

  /// The lines to draw for `proposal`.
  func lines(_ proposal: ProposedViewSize) -> [TextLine] {
    prepared.value { measurer.prepare(string, attributes: attributes) }.lines(proposal)
  }
}

/// A text's ``PreparedText``, made once. Two threads measuring the same fresh text may both prepare it; the first
/// stored wins, and both answers are equal (preparing is deterministic).
final class PreparedTextMemo: Sendable {
  private let stored = Mutex<(any PreparedText)?>(nil)

  func value(_ make: () -> any PreparedText) -> any PreparedText {
    if let known = stored.withLock({ $0 }) { return known }
    let made = make()
    return stored.withLock { slot in
      if let raced = slot { return raced }
      slot = made
      return made
    }
  }
}
