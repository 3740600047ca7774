import Foundation
import Testing
@_spi(Fuzzing) import Trellis
import TrellisTestSupport

/// The `edges` fuzz target keeps up with the public API: every numeric parameter (`CGFloat`, `Double`, `Int`,
/// `Duration`, `ConstraintPriority`, optionals, arrays, tuples and dictionary values of them) of a public initialiser,
/// method, subscript or enum case of TrellisCore, TrellisFrameUp and TrellisSolver, read from the compiled modules
/// (``PublicSurface``), is drawn from the extremes by the target, or listed below with the reason it is not. A numeric
/// parameter added to the API without either fails here, naming it.
@Suite struct EdgeFuzzCoverageTests {
  /// Parameters the target does not draw, and why: a full key (`"<declaration> <parameter>"`), a declaration (all its
  /// parameters) or a type (all its members' parameters).
  static let notDrawn: [String: String] = [
    "RangeReplaceableCollection.move(fromOffsets:toOffset:)":
      "an offset into the user's array (what an onMove action passes); no layout reads it",
    // Drawing: values recorded for renderers, made by modifiers whose parameters are drawn.
    "DrawingEffect.rotation3D(_:x:y:z:anchor:anchorZ:perspective:)":
      "what rotation3DEffect records; drawn through View.rotation3DEffect",
    "TrimmedShape.init(base:from:to:)": "what Shape.trim(from:to:) makes; drawn through it",
    "InsettedShape.init(base:amount:)": "what InsettableShape.inset(by:) makes; drawn through it",
    // Text runs: values carried in a run's style for SwiftUI compatibility that no measurement reads yet.
    // Gestures and previews: values recorded for SwiftUI compatibility that no layout reads.
    "TapGesture": "a gesture value that is never recognised; no layout reads it",
    "LongPressGesture": "a gesture value that is never recognised; no layout reads it",
    "DragGesture": "a gesture value that is never recognised; no layout reads it",
    "MagnificationGesture": "a gesture value that is never recognised; no layout reads it",
    "MagnifyGesture": "a gesture value that is never recognised; no layout reads it",
    "View.onTapGesture(count:perform:)": "records a closure that never runs; no layout reads the count",
    "View.onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)":
      "records a closure that never runs; no layout reads its values",
    "PreviewLayout": "a setting of Xcode's preview canvas, recorded by name; no layout reads it",
    "ContentShapeKinds": "an option set recorded with contentShape's shape; no layout reads it",
    "ShapeStyle.radialGradient(_:center:startRadius:endRadius:)":
      "makes the RadialGradient of RadialGradient.init(gradient:center:startRadius:endRadius:), whose radii the target draws",
    "ShapeStyle.radialGradient(colors:center:startRadius:endRadius:)":
      "makes the RadialGradient of RadialGradient.init(colors:center:startRadius:endRadius:), whose radii the target draws",
    "Shape.rect(cornerRadius:style:)":
      "makes the RoundedRectangle of RoundedRectangle.init(cornerRadius:style:), whose radius the target draws",
    "SensoryFeedback": "a haptic pattern recorded by name; no layout reads its intensity",
    "ButtonBorderShape.roundedRectangle(radius:)": "recorded as text for renderers; no layout reads it",
    "View.containerRelativeFrame(_:count:span:spacing:alignment:)":
      "recorded by name; no layout reads its count, span or spacing",
    "AnimationTimelineSchedule.init(minimumInterval:paused:)":
      "a TimelineView schedule recorded by name; its content is built once, and no layout reads the interval",
    "TimelineSchedule.animation(minimumInterval:paused:)":
      "makes the AnimationTimelineSchedule of its initialiser, recorded by name; no layout reads the interval",
    "ContentTransition": "a content transition recorded by name; no layout reads its value",
    "PreviewTrait": "a #Preview trait, accepted and dropped; no layout reads it",
    "Image.init(systemName:variableValue:)": "the value is not drawn or read; the symbol is sized as init(systemName:)",
    "GlassEffectContainer.init(spacing:content:)": "the spacing is recorded by name; nothing blends headless",
    "UIEdgeInsets.init(top:left:bottom:right:)": "insets UIWindow reports to pasted code; no layout reads them",
    "NSItemProvider.hasRepresentationConforming(toTypeIdentifier:fileOptions:)":
      "file options of a provider query; nothing is dropped headless, and no layout reads them",
    // Controls: values no layout reads (Layout.md, "Controls").
    "AsyncImage": "the scale of an image that is never fetched; the placeholder lays out, no layout reads the scale",
    "DatePickerComponents": "an option set's raw bits; pickers read the named options (.date, .hourAndMinute)",
    // Values the library makes and users read: errors, reports, results.
    "LayoutError": "an error the library throws; users read it",
    "KernelError": "an error the library throws; users read it",
    "ConstraintError": "an error the library throws; users read it",
    "LinearProgramError": "an error the library throws; users read it",
    "GLPKIndexError": "an error the library throws; users read it",
    "VisualFormatError": "an error the library throws; users read it",
    "FitCandidate": "a fit report the library makes (FitReport); users read it",
    "FitReport": "a fit report the library makes; users read it",
    "LinearProgram.Ranging": "a sensitivity range the solver reports; users read it",
    "FlowKernel.Result.frame(ofItem:sizes:)": "an index into the kernel's result: below placedCount, as documented "
      + "(an index out of range traps, as Array's subscript does)",
    // Async forms of drawn calls.
    "AsyncConstraintSolver": "the async form of ConstraintSolver, whose calls are drawn; it forwards to one",
    "LinearProgram.AsyncSolver": "the async form of LinearProgram.Solver, whose calls are drawn; it forwards to one",
    // Positions in the library's own collections, literals, raw values.
    "LayoutResult.Entries.subscript(_:)": "a collection's position: out of range traps, as Array's subscript does",
    "LayoutResult.FrameList.subscript(_:)": "a collection's position: out of range traps, as Array's subscript does",
    "LayoutSubviews.subscript(_:)": "a collection's position: out of range traps, as Array's subscript does",
    "ConstraintPriority.init(floatLiteral:)": "a literal written in code; the same value as init(_:), which is drawn",
    "ConstraintPriority.init(integerLiteral:)": "a literal written in code; the same value as init(_:), which is drawn",
    "ConstraintPriority.<(_:_:)": "compares two priorities by their numbers",
    "LocalizedStringKey.StringInterpolation.init(literalCapacity:interpolationCount:)":
      "the compiler's call for an interpolated literal: capacity hints that size nothing",
    "PinnedScrollableViews.init(rawValue:)": "an option set's raw bits: every value is a set, and it sizes nothing",
    "GraphicsContext.Shading.Kind.radialGradient(_:center:startRadius:endRadius:)":
      "what Shading.radialGradient(_:center:startRadius:endRadius:options:) records; drawn through it",
    "GraphicsContext.GradientOptions.init(rawValue:)": "an option set's raw bits, accepted and never read",
    "GraphicsContext.ClipOptions.init(rawValue:)": "an option set's raw bits, accepted and never read",
    "Text.Layout.DrawingOptions.init(rawValue:)": "an option set's raw bits, accepted and never read",
    "Text.Layout.subscript(_:)": "a collection's position: out of range traps, as Array's subscript does",
    "GraphicsContext.FilterOptions.init(rawValue:)": "an option set's raw bits, accepted and never read",
    "ShapeKind.roundedRectangle(cornerRadius:style:)": "what RoundedRectangle(cornerRadius:) records for renderers; "
      + "that initialiser is drawn",
    "JSONValue.number(_:)": "a number of the scene reader's JSON, read from text: the scene targets and "
      + "SceneNumericEdgeTests try every numeric scene parameter at the extremes",
  ]

  /// The numeric types a parameter is checked for.
  static let numericTypes: Set<String> = [
    "CGFloat", "Double", "Float", "Int", "Int32", "Int64", "UInt", "UInt32", "Duration", "ConstraintPriority",
  ]

  /// The public API's numeric parameters, by key, each with its declaration.
  static let parameters = Result { () throws -> [String: String] in
    let solverInclude = PackagePaths.root.appendingPathComponent("Sources/CGLPK").path
    var found: [String: String] = [:]
    for (module, includes) in [("TrellisCore", []), ("TrellisFrameUp", []), ("TrellisSolver", [solverInclude])] {
      for declaration in try PublicSurface(module: module, includePaths: includes).declarations {
        for name in numericParameters(of: declaration.text) {
          found[declaration.path.joined(separator: ".") + " " + name] = declaration.line
        }
      }
    }
    return found
  }

  /// The `edges` target run on every call with seeded random arguments, once for every test here: rounds of one
  /// input per call, until every parameter that is not listed has been drawn, or 80 rounds.
  static let drawn: Set<String> = {
    var random = SplitMix64(seed: 33)
    let wanted = Set((try? parameters.get())?.keys.filter { !isExempt($0) } ?? [])
    for _ in 0..<240 {
      for call in 0..<FuzzTargets.edgeCallCount {
        FuzzTargets.edges([UInt8(call)] + (0..<96).map { _ in UInt8.random(in: 0...255, using: &random) })
      }
      if wanted.isSubset(of: FuzzTargets.edgeParametersDrawn) { break }
    }
    return FuzzTargets.edgeParametersDrawn
  }()

  static func isExempt(_ key: String) -> Bool {
    if notDrawn[key] != nil { return true }
    let declaration = String(key.split(separator: " ", maxSplits: 1)[0])
    if notDrawn[declaration] != nil { return true }
    return notDrawn.keys.contains { declaration.hasPrefix($0 + ".") }
  }

  // MARK: - Reading declarations

  /// The names of the numeric parameters in `text`, a declaration as the public surface spells it (`init(width:
  /// CGFloat, height: CGFloat)`, `func == (lhs: Double, rhs: …)`, `case fixed(CGFloat)`); an unnamed one is `#k`.
  static func numericParameters(of text: String) -> [String] {
    let pattern =
      /^(?:@\w+\s+)*(?:(?:static|mutating|public|final|class)\s+)*(?:init\??|func\s+(?:[-+*\/%<>=!|&^~.]+|[^\s(<]+)|case\s+\w+|subscript)\s*(?:<[^>]*>)?\s*\(/
    guard let match = text.firstMatch(of: pattern) else { return [] }
    let list = Array(text[match.range.upperBound...].replacingOccurrences(of: "->", with: "→"))
    var depth = 0
    var end = list.count
    for (k, c) in list.enumerated() {
      if "([<".contains(c) { depth += 1 }
      if ")]>".contains(c) {
        if depth == 0 {
          end = k
          break
        }
        depth -= 1
      }
    }
    return topLevel(String(list[..<end]), separator: ",").enumerated().compactMap { index, parameter in
      let parts = topLevel(parameter, separator: ":", maxParts: 2)
      let (names, type) = parts.count == 2 ? (parts[0], parts[1]) : ("", parts[0])
      let typeName = type.components(separatedBy: " = ")[0].replacingOccurrences(of: "inout ", with: "")
      guard isNumeric(typeName.trimmingCharacters(in: .whitespaces)) else { return nil }
      let words = names.split(separator: " ").filter { !$0.hasPrefix("@") }
      return words.last.map(String.init) ?? "#\(index)"
    }
  }

  /// `text` split at `separator` outside brackets, each part trimmed.
  static func topLevel(_ text: String, separator: Character, maxParts: Int = .max) -> [String] {
    var parts: [String] = []
    var current = ""
    var depth = 0
    for c in text {
      if "([<".contains(c) { depth += 1 }
      if ")]>".contains(c) { depth -= 1 }
      if c == separator && depth == 0 && parts.count < maxParts - 1 {
        parts.append(current)
        current = ""
      } else {
        current.append(c)
      }
    }
    parts.append(current)
    return parts.map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// Whether `type` is numeric: a numeric type, optional, an array or dictionary of them, or a tuple with one
  /// among its elements.
  static func isNumeric(_ type: String) -> Bool {
    var t = type
    while t.hasSuffix("?") { t.removeLast() }
    if numericTypes.contains(t) { return true }
    if t.hasPrefix("[") && t.hasSuffix("]") {
      let inner = String(t.dropFirst().dropLast())
      let parts = topLevel(inner, separator: ":")
      return isNumeric(parts.last ?? inner)
    }
    if t.hasPrefix("(") && t.hasSuffix(")") && !t.contains("→") {
      let elements = topLevel(String(t.dropFirst().dropLast()), separator: ",")
      return elements.contains { isNumeric(topLevel($0, separator: ":").last ?? $0) }
    }
    return false
  }

  // MARK: - Tests

  /// The reading finds what it must, so an empty or partial reading cannot pass the checks below.
  @Test func readingFindsKnownParameters() throws {
    let parameters = try Self.parameters.get()
    for key in [
      "HStack.init(alignment:spacing:content:) spacing", "View.padding(_:) length",
      "GridItem.Size.fixed(_:) #0",
      "VMasonry.init(alignment:columns:maxWidth:horizontalSpacing:verticalSpacing:placement:strategy:) columns",
      "MasonryStrategy.optimal(timeLimit:relativeGap:) timeLimit", "==(_:_:) rhs",
      "ConstraintLayout.init(formats:metrics:proposalPriority:_:) metrics",
    ] {
      #expect(parameters[key] != nil, "\(key) was not found")
    }
    #expect(parameters.count > 250, "\(parameters.count)")
    #expect(Self.numericParameters(of: "init(width: CGFloat, name: String, sizes: [Size])") == ["width"])
    #expect(Self.numericParameters(of: "func f(_ x: (Int) -> Double, y z: [String : Double]?)") == ["z"])
  }

  @Test func everyNumericParameterIsDrawnOrListed() throws {
    let missing = try Self.parameters.get().filter { !Self.drawn.contains($0.key) && !Self.isExempt($0.key) }
    #expect(
      missing.isEmpty,
      """
      numeric parameters the edges fuzz target does not draw: draw them in Sources/Trellis/Fuzzing/\
      FuzzTargets+Edges*.swift or say why not in EdgeFuzzCoverageTests.notDrawn:
      \(missing.keys.sorted().map { "  \($0)   [\(missing[$0]!)]" }.joined(separator: "\n"))
      """)
  }

  @Test func everyDrawnParameterIsPublic() throws {
    let parameters = try Self.parameters.get()
    let unknown = Self.drawn.filter { parameters[$0] == nil }
    #expect(unknown.isEmpty, "drawn under names the public API does not have: \(unknown.sorted())")
  }

  @Test func everyListedExceptionNamesPublicParametersTheTargetDoesNotDraw() throws {
    let parameters = try Self.parameters.get()
    for exception in Self.notDrawn.keys.sorted() {
      let matched = parameters.keys.filter {
        $0 == exception || $0.hasPrefix(exception + " ") || $0.hasPrefix(exception + ".")
      }
      #expect(!matched.isEmpty, "\(exception) names no numeric public parameter")
      #expect(matched.allSatisfy { !Self.drawn.contains($0) }, "\(exception) is drawn: remove it from notDrawn")
    }
  }
}
