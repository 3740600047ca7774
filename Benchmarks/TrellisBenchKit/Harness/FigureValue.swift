/// One quality figure: a number (rows, squared slack, tallest column, proven optimal as 0/1) or a text (a status).
enum FigureValue: Equatable, Sendable, Codable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByStringLiteral, ExpressibleByBooleanLiteral
{
  /// A number.
  case number(Double)
  /// A text such as a solver status.
  case text(String)

  init(floatLiteral value: Double) { self = .number(value) }
  init(integerLiteral value: Int) { self = .number(Double(value)) }
  init(stringLiteral value: String) { self = .text(value) }
  /// `true` is 1 and `false` 0, so "proven optimal" can be averaged and charted.
  init(booleanLiteral value: Bool) { self = .number(value ? 1 : 0) }

  /// The number, or `nil` for a text.
  var number: Double? {
    if case .number(let value) = self { value } else { nil }
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else {
      self = .text(try container.decode(String.self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .number(let value): try container.encode(value)
    case .text(let value): try container.encode(value)
    }
  }
}
