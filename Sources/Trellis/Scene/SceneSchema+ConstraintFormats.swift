import TrellisCore
import TrellisSolver

extension SceneSchema {
  /// The constraints of a `ConstraintLayout` node's `formats`, with its `metrics`; errors name `formats[k]` (and
  /// the column) or `metrics.<name>`.
  static func formatConstraints(
    _ args: SceneArguments, ids: Set<String>, symbols: inout ConstraintSymbolTable
  ) throws(SceneError) -> [Constraint] {
    let metrics = try Self.metrics(args["metrics"], path: "\(args.path).metrics")
    var constraints: [Constraint] = []
    for (k, format) in try (args.value("formats", .strings) ?? []).enumerated() {
      do throws(VisualFormatError) {
        constraints += try VisualFormat.constraints(format, views: ids, metrics: metrics, symbols: &symbols)
      } catch {
        throw SceneError(path: "\(args.path).formats[\(k)]", reason: .invalidFormat(error))
      }
    }
    return constraints
  }

  /// An object of finite numbers (`{"pad": 8}`), or no metrics for `nil`.
  static func metrics(_ value: JSONValue?, path: String) throws(SceneError) -> [String: Double] {
    guard let value else { return [:] }
    guard case .object(let fields) = value else { throw mismatch("an object of numbers", value, path) }
    var metrics: [String: Double] = [:]
    for (name, number) in fields {
      metrics[name] = try SceneParameter.Kind.number.read(number, path: "\(path).\(name)")
    }
    return metrics
  }
}
