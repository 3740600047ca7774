/// The bits of a pass's per-node flags (``PassStorage/flags``).
enum NodeFlag {
  /// A leaf that answers one size to every proposal (kept in ``PassStorage/firstSize``).
  static let fixed: UInt8 = 1
  /// Neither the node nor anything it wraps has an explicit alignment guide.
  static let guideFree: UInt8 = 2
  /// The node's layout answers no explicit value for a built-in guide.
  static let builtInGuideFree: UInt8 = 4
  /// The node is a ``LineBreak``.
  static let lineBreak: UInt8 = 8
  /// The node's size has been computed once (for the statistics and the first-answer cache).
  static let measured: UInt8 = 16
  /// The node is a ``Text`` leaf: measured with its inherited text settings, and it answers text baselines.
  static let text: UInt8 = 32
  /// The node's layout leaves the subviews it does not place hidden (instead of centring them).
  static let hidesUnplaced: UInt8 = 64
  /// The node's sizes may be taken from, and are kept in, the pass's ``LayoutCache``.
  static let reusable: UInt8 = 128
}
