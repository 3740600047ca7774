import Testing
import TrellisCore
import TrellisSolver

/// The Visual Format Language: what each form expands to, one test per class of malformed format (with its column),
/// and the labels that make conflicts name their format.
@Suite struct VisualFormatTests {
  /// A constraint as `expression [@priority]`.
  static func text(_ c: Constraint) -> String {
    c.expressionText + (c.priority.isRequired ? "" : " @\(c.priority)")
  }

  static func expand(
    _ format: String, views: Set<String>? = ["a", "b", "label", "field"], metrics: [String: Double] = [:]
  ) throws -> [String] {
    try VisualFormat.constraints(format, views: views, metrics: metrics).map(text)
  }

  @Test func expandsTheIssueExample() throws {
    let format = "H:|-8-[label]-8-[field(>=100)]-8-|"
    let constraints = try VisualFormat.constraints(format, views: ["label", "field"])
    #expect(
      constraints.map(Self.text) == [
        "label.leading == 8", "field.width >= 100", "field.leading - label.leading - label.width == 8",
        "container.width - field.leading - field.width == 8",
      ])
    #expect(
      constraints.map { $0.label ?? "" } == [
        "\(format) (label.leading == container.leading + 8)", "\(format) (field.width >= 100)",
        "\(format) (field.leading == label.trailing + 8)", "\(format) (container.trailing == field.trailing + 8)",
      ])
  }

  @Test(
    arguments: [
      ("V:|-[a(==b)]-|", [:], ["a.height - b.height == 0", "a.top == 8", "-a.height - a.top + container.height == 8"]),
      (
        "H:|-8-[label]-8-[field(>=100@750)]-8-|", [:],
        [
          "label.leading == 8", "field.width >= 100 @strong", "field.leading - label.leading - label.width == 8",
          "container.width - field.leading - field.width == 8",
        ]
      ),
      ("[a][b]", [:], ["-a.leading - a.width + b.leading == 0"]),
      ("H:[a]-[b]", [:], ["-a.leading - a.width + b.leading == 8"]),
      ("H:|[a]|", [:], ["a.leading == 0", "-a.leading - a.width + container.width == 0"]),
      ("H:[a(40)]", [:], ["a.width == 40"]),
      ("H:|-(-5)-[a]", [:], ["a.leading == -5"]),
      ("V:[a(h@p)]", ["h": 20, "p": 600], ["a.height == 20 @600"]),
      ("V:|-pad-[a]", ["pad": 12.5], ["a.top == 12.5"]),
      ("H:[a(>=b@weak)]", [:], ["a.width - b.width >= 0 @weak"]),
      (
        "H:[a(>=50,<=100@strong)]-(>=pad@750,<=40)-[b(a)]|", ["pad": 12],
        [
          "a.width >= 50", "a.width <= 100 @strong", "-a.width + b.width == 0",
          "-a.leading - a.width + b.leading >= 12 @strong", "-a.leading - a.width + b.leading <= 40",
          "-b.leading - b.width + container.width == 0",
        ]
      ),
    ] as [(String, [String: Double], [String])])
  func expands(format: String, metrics: [String: Double], expected: [String]) throws {
    let actual = try Self.expand(format, metrics: metrics)
    #expect(actual == expected)
  }

  /// A long format (5,000 views) expands to one constraint per gap and quotes only its first 200 characters.
  @Test func longFormatsQuoteTheirStart() throws {
    let views = (0..<5_000).map { "v\($0)" }
    let format = "H:|" + views.map { "[\($0)]" }.joined(separator: "-") + "|"
    let constraints = try VisualFormat.constraints(format, views: Set(views))
    #expect(constraints.count == 5_001)
    let label = try #require(constraints.last?.label)
    #expect(label.hasPrefix(String(format.prefix(200)) + "… ("))
    #expect(label.count < 300)
  }

  @Test func anyViewNameWithoutAViewSet() throws {
    #expect(
      try Self.expand("H:|-[x1]-[y_2]", views: nil) == ["x1.leading == 8", "-x1.leading - x1.width + y_2.leading == 8"])
  }

  static func failure(
    _ format: String, views: Set<String>? = ["a", "b"], metrics: [String: Double] = [:]
  ) -> VisualFormatError? {
    do {
      _ = try VisualFormat.constraints(format, views: views, metrics: metrics)
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: [
    ("", VisualFormatError.Kind.empty, 1),
    ("H:", .unexpectedEnd, 3),
    ("X:[a]", .unexpectedCharacter, 1),
    ("H:|", .unexpectedEnd, 4),
    ("H:||", .unexpectedCharacter, 4),
    ("H:|-[a", .unexpectedEnd, 7),
    ("H:|-[]", .unexpectedCharacter, 6),
    ("H:|-[c]", .unknownView("c"), 6),
    ("H:|-pad-[a]", .unknownMetric("pad"), 5),
    ("H:|-(>=pad)-[a]", .unknownMetric("pad"), 8),
    ("H:[a(>=b@1001)]", .priorityOutOfRange, 10),
    ("H:[a(>=b@0)]", .priorityOutOfRange, 10),
    ("H:[a(>=b@loud)]", .unknownMetric("loud"), 10),
    ("H:[a(=5)]", .unexpectedCharacter, 6),
    ("H:[a(c)]", .unknownView("c"), 6),
    ("H:[a]-8[b]", .unexpectedCharacter, 8),
    ("H:[a]-[b]|x", .unexpectedCharacter, 11),
    ("H:[a] [b]", .unexpectedCharacter, 6),
    ("H:[a]-", .unexpectedEnd, 7),
    ("H:|--5-[a]", .unexpectedCharacter, 5),
    ("H:[a(1e400)]", .invalidNumber, 6),
    ("H:[a(>=10,<=)]", .unexpectedCharacter, 13),
    ("H:[a(10]", .unexpectedCharacter, 8),
    ("H:[a(10)", .unexpectedEnd, 9),
    ("H:[a]-(b)-[b]", .viewInGap("b"), 8),
  ])
  func rejectsMalformedFormats(format: String, kind: VisualFormatError.Kind, column: Int) {
    let error = Self.failure(format)
    #expect(error?.kind == kind, "\(String(describing: error))")
    #expect(error?.column == column, "\(String(describing: error))")
    #expect(error?.format == format)
  }

  @Test func metricErrors() {
    #expect(Self.failure("H:[a(b)]", metrics: ["b": 3])?.kind == .ambiguousName("b"))
    #expect(Self.failure("H:[a(x)]", metrics: ["x": .infinity])?.kind == .invalidMetric("x"))
    #expect(Self.failure("H:[a(x)]", metrics: ["x": .infinity])?.column == 6)
  }

  @Test func messagesSayWhatWasExpected() {
    #expect(
      Self.failure("H:|-[a")?.description
        == "column 7: expected ']' to close the view 'a' opened at column 5, found the end")
    #expect(Self.failure("H:|-[c]")?.description == "column 6: unknown view 'c' (not the id of a child)")
    #expect(Self.failure("H:|-pad-[a]")?.description == "column 5: unknown metric 'pad'")
    #expect(Self.failure("H:[a] [b]")?.message.contains("spaces are not allowed") == true)
  }

  /// A conflict between a format's constraint and another names the format text.
  @Test func conflictsPrintTheFormat() throws {
    let format = "H:|-8-[a(100)]-8-|"
    var symbols = ConstraintSymbolTable()
    var system = try ConstraintSystem(VisualFormat.constraints(format, views: ["a"], symbols: &symbols))
    try system.add(LayoutAnchors(key: "container", symbols: &symbols).width == 50)
    let error = #expect(throws: ConstraintError.self) { try system.solve() }
    guard case .unsatisfiable(let conflict)? = error else {
      Issue.record("expected a conflict, got \(String(describing: error))")
      return
    }
    #expect(conflict.count == 4)
    #expect(conflict.filter { $0.label?.hasPrefix(format + " (") == true }.count == 3)
    #expect(error?.description.contains("'\(format) (a.width == 100)'") == true, "\(String(describing: error))")
  }
}
