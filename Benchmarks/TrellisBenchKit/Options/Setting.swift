/// One named setting of a run, as recorded in the report.
struct Setting: Codable, Equatable, Sendable {
  /// The setting's name.
  var name: String
  /// Its value, as text.
  var value: String
}
