/// How a flow chooses its row breaks: FrameUp's greedy rule, or a strategy that computes the rows' first items
/// (`TrellisSolver` adds `.balanced`: the same number of rows as greedy, with lengths as even as possible).
public struct FlowStrategy: Sendable, Hashable, CustomStringConvertible {
  /// The strategy's name (`"greedy"`, `"balanced"`).
  public let name: String
  let compute: (@Sendable ([Double], Double, Double) throws(KernelError) -> [Int])?

  /// A strategy from a function of (item lengths along the flow, max length, spacing) returning the indices that
  /// start each row.
  ///
  /// - Complexity: O(1).
  public init(name: String, rowStarts: @escaping @Sendable ([Double], Double, Double) throws(KernelError) -> [Int]) {
    self.name = name
    self.compute = rowStarts
  }

  private init(greedy: ()) {
    self.name = "greedy"
    self.compute = nil
  }

  /// FrameUp's greedy rule: fill each row as far as it fits. O(n); the fewest rows possible.
  public static let greedy = FlowStrategy(greedy: ())

  /// The rows' first items, or `nil` for greedy.
  package func rowStarts(_ lengths: [Double], _ maxLength: Double, _ spacing: Double) throws(KernelError) -> [Int]? {
    guard let compute else { return nil }
    return try compute(lengths, maxLength, spacing)
  }

  public static func == (a: FlowStrategy, b: FlowStrategy) -> Bool { a.name == b.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
  public var description: String { name }
}
