/// How a flow chooses its row breaks: FrameUp's greedy rule, or a strategy that computes the rows' first items
/// (`TrellisSolver` adds `.balanced`: the same number of rows as greedy, with lengths as even as possible).
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct FlowStrategy: Sendable, Hashable, CustomStringConvertible {
  /// The strategy's name (`"greedy"`, `"balanced"`).
  public let name: String
  /// The parameters that select the strategy's behaviour besides its name (a solver strategy's time limit in
  /// seconds, its gap); empty for greedy.
  public let parameters: [String: Double]
  let compute: (@Sendable ([Double], Double, Double) throws(KernelError) -> [Int])?

  /// A strategy from a function of (item lengths along the flow, max length, spacing) returning the indices that
  /// start each row.
  ///
  /// Two strategies are equal when their names and parameters are: give a strategy of your own a name and
  /// parameters that identify what its function computes.
  public init(
    name: String, parameters: [String: Double] = [:],
    rowStarts: @escaping @Sendable ([Double], Double, Double) throws(KernelError) -> [Int]
  ) {
    self.name = name
    self.parameters = parameters
    self.compute = rowStarts
  }

  private init(greedy: ()) {
    self.name = "greedy"
    self.parameters = [:]
    self.compute = nil
  }

  /// FrameUp's greedy rule: fill each row as far as it fits. O(n); the fewest rows possible.
  public static let greedy = FlowStrategy(greedy: ())

  /// The rows' first items, or `nil` for greedy.
  package func rowStarts(_ lengths: [Double], _ maxLength: Double, _ spacing: Double) throws(KernelError) -> [Int]? {
    guard let compute else { return nil }
    return try compute(lengths, maxLength, spacing)
  }

  /// Whether two strategies have the same name and parameters.
  public static func == (a: FlowStrategy, b: FlowStrategy) -> Bool { a.name == b.name && a.parameters == b.parameters }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(parameters)
  }

  public var description: String { name }
}
