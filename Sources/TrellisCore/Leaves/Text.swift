/// A run of text measured by a pluggable ``TextMeasurer`` (monospaced 8×16 by default), so it wraps when offered
/// less width than it wants.
///
/// ```swift
/// Text("Hello, world")                        // ideal 96×16
/// Text("Hello, world").frame(width: 48)       // wraps to two lines: 40×32
/// ```
public struct Text: View {
  /// The string.
  public var string: String
  /// The measurer.
  public var measurer: any TextMeasurer

  /// Text measured by `measurer`.
  ///
  /// - Complexity: O(1); measuring is O(characters).
  public init(_ string: String, measurer: any TextMeasurer = MonospacedTextMeasurer.standard) {
    self.string = string
    self.measurer = measurer
  }

  public var node: Node { Node(leaf: TextLeaf(string: string, measurer: measurer), typeName: "Text") }
}

struct TextLeaf: LeafContent {
  let string: String
  let measurer: any TextMeasurer
  /// Word lengths, split once, when the measurer is the monospaced one.
  let words: [[Int]]?
  let monospaced: MonospacedTextMeasurer?

  init(string: String, measurer: any TextMeasurer) {
    self.string = string
    self.measurer = measurer
    self.monospaced = measurer as? MonospacedTextMeasurer
    self.words = monospaced == nil ? nil : MonospacedTextMeasurer.words(string)
  }

  func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    if let monospaced, let words { return monospaced.size(ofWords: words, proposal: proposal) }
    return measurer.size(of: string, proposal: proposal)
  }
}
