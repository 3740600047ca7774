extension LayoutResult {
  /// Every visible node of a result in document order (``LayoutResult/entries``): a random-access collection of
  /// ``Entry`` values, indexed from 0.
  ///
  /// A result from ``LayoutEngine`` keeps no entry values: the first read of ``LayoutResult/entries`` puts the pass's
  /// shown nodes in drawing order (12 bytes per node), and each entry is made from the pass's arrays when it is
  /// accessed, so reading every frame of a large result allocates no array of entries. An entry made twice is equal
  /// to itself (`==`); `Array(result.entries)` keeps the values, at ``MemoryLayout`` of ``Entry`` per node.
  ///
  /// ```swift
  /// let result = try VStack { Box(width: 40, height: 20).id("a") }.layout(in: Size(width: 100, height: 100))
  /// for entry in result.entries { print(entry.typeName, entry.frame) }   // VStack, then Box
  /// result.entries[1].parent                                             // 0
  /// ```
  ///
  /// - Complexity: O(1) for every member whose documentation does not say otherwise; accessing an entry makes it:
  ///   O(1), plus one allocation for a node that has a drawing style or is a text.
  public struct Entries: RandomAccessCollection, Sendable, Equatable {
    // Where the entries come from: values, or (both set) a pass's arrays in drawing order. Two stored references
    // rather than an enum's payloads, which a switch copies (a retain and a release per access).
    private let values: [Entry]
    private let pass: DeferredEntries?
    private let order: DeferredEntries.Order?

    /// The entries `values`.
    init(_ values: [Entry]) {
      self.values = values
      pass = nil
      order = nil
    }

    /// The entries of `pass`, made in `order` when accessed.
    init(_ pass: DeferredEntries, _ order: DeferredEntries.Order) {
      values = []
      self.pass = pass
      self.order = order
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int { order?.positions.count ?? values.count }

    /// The entry at `position` (made from the pass's arrays when the result reads them).
    public subscript(position: Int) -> Entry {
      guard let pass, let order else { return values[position] }
      let at = order.positions[position]
      return pass.entry(
        NodeIndex(raw: at.node), depth: Int(at.depth), parent: at.parent < 0 ? nil : Int(at.parent), keys: order.keys)
    }

    /// Whether both hold equal entries in the same order.
    ///
    /// - Complexity: O(entries × depth) (paths are compared).
    public static func == (a: Entries, b: Entries) -> Bool { a.elementsEqual(b) }
  }
}
