/// The quality figures of one outcome: named values in the order the adapter gave them.
///
/// Write them as a dictionary literal; the order is kept, so it is also the column order in the report:
///
/// ```swift
/// let figures: Figures = ["rows": 12, "squaredSlack": 830.5, "provenOptimal": true, "status": "optimal"]
/// ```
///
/// Usual keys: `rows`, `squaredSlack`, `tallestColumn`, `lowerBound`, `gap`, `provenOptimal`, `status`.
struct Figures: Equatable, Sendable, Codable, ExpressibleByDictionaryLiteral, Sequence {
  typealias Key = String
  typealias Value = FigureValue

  /// The figures in order.
  private(set) var entries: [(name: String, value: FigureValue)]

  /// No figures.
  init() { entries = [] }

  /// Figures in the literal's order; a repeated key keeps its last value at its first position.
  ///
  /// - Complexity: O(n²) in the number of figures (a handful).
  init(dictionaryLiteral elements: (String, FigureValue)...) {
    entries = []
    for (name, value) in elements { self[name] = value }
  }

  /// The names in order.
  var names: [String] { entries.map(\.name) }

  /// Whether there are no figures.
  var isEmpty: Bool { entries.isEmpty }

  /// The value named `name`; setting a new name appends it.
  ///
  /// - Complexity: O(number of figures).
  subscript(name: String) -> FigureValue? {
    get { entries.first { $0.name == name }?.value }
    set {
      let position = entries.firstIndex { $0.name == name }
      switch (position, newValue) {
      case (let position?, let value?): entries[position].value = value
      case (let position?, nil): entries.remove(at: position)
      case (nil, let value?): entries.append((name, value))
      case (nil, nil): break
      }
    }
  }

  /// The numeric value named `name`, or `nil` when it is missing or a text.
  func number(_ name: String) -> Double? { self[name]?.number }

  func makeIterator() -> IndexingIterator<[(name: String, value: FigureValue)]> { entries.makeIterator() }

  static func == (lhs: Figures, rhs: Figures) -> Bool {
    lhs.entries.count == rhs.entries.count
      && zip(lhs.entries, rhs.entries).allSatisfy { $0.name == $1.name && $0.value == $1.value }
  }

  private struct NameKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Decoded as a JSON object; JSON objects carry no order, so the names come back sorted.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: NameKey.self)
    entries = []
    for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
      entries.append((key.stringValue, try container.decode(FigureValue.self, forKey: key)))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: NameKey.self)
    for (name, value) in entries { try container.encode(value, forKey: NameKey(stringValue: name)) }
  }
}
