/// What fills or strokes a shape (SwiftUI's `ShapeStyle`): a ``Color``, a gradient, a ``Material``, or a
/// hierarchical or tint style. Trellis records each as a colour or a gradient (``RecordedStyle``) for renderers; no
/// frame depends on it.
///
/// | | SwiftUI | Trellis |
/// | --- | --- | --- |
/// | materials | a blur of what is behind, tinted | recorded as the light appearance's tint, a colour named after the material; no blur |
/// | `.primary`, `.secondary`, `.tertiary`, `.quaternary` | the foreground at decreasing opacity | the light appearance's label colours |
/// | `.tint` | the environment's tint | the accent colour (the environment is not read) |
/// | `.foreground` | the environment's foreground style | `Color.primary` |
///
/// - Complexity: O(1) for every member.
public protocol ShapeStyle: Sendable {
  /// What Trellis records for renderers.
  var recorded: RecordedStyle { get }
}

/// A ``ShapeStyle`` as renderers see it: a colour or a gradient.
///
/// - Complexity: O(1) for every member, O(stops) for ``representativeColor``.
public enum RecordedStyle: Hashable, Sendable {
  /// A plain colour.
  case color(Color)
  /// A gradient across the frame.
  case gradient(GradientFill)

  /// The colour a renderer that cannot draw the style uses (a gradient's stops averaged).
  public var representativeColor: Color {
    switch self {
    case .color(let color): return color
    case .gradient(let fill): return fill.gradient.averageColor
    }
  }
}

extension Color: ShapeStyle {
  public var recorded: RecordedStyle { .color(self) }
}

extension LinearGradient: ShapeStyle {
  public var recorded: RecordedStyle { .gradient(fill) }
}

extension RadialGradient: ShapeStyle {
  public var recorded: RecordedStyle { .gradient(fill) }
}

extension Gradient: ShapeStyle {
  /// A gradient used directly as a style runs from top to bottom, as SwiftUI draws it.
  public var recorded: RecordedStyle { .gradient(.linear(self, startPoint: .top, endPoint: .bottom)) }

  /// The stops' colours averaged, component by component (the first colour's for a single stop; clear for none).
  var averageColor: Color {
    guard !stops.isEmpty else { return .clear }
    let count = Double(stops.count)
    func mean(_ part: (Color) -> Double) -> Double { stops.reduce(0) { $0 + part($1.color) } / count }
    return Color(red: mean(\.red), green: mean(\.green), blue: mean(\.blue), opacity: mean(\.opacity))
  }
}

extension GradientFill {
  /// The gradient's colours.
  public var gradient: Gradient {
    switch self {
    case .linear(let g, _, _), .radial(let g, _, _, _), .angular(let g, _, _, _): g
    }
  }
}

/// A gradient made from one colour (SwiftUI's `AnyGradient`, what ``Color/gradient`` gives): recorded as a linear
/// gradient from the colour lightened by a tenth of the way to white at the top to the colour at the bottom (Apple
/// does not document SwiftUI's exact stops).
///
/// - Complexity: O(1) for every member.
public struct AnyGradient: ShapeStyle, View, Hashable {
  /// The colour the gradient is made from.
  public var color: Color

  public var recorded: RecordedStyle {
    let light = Color(
      red: color.red + (1 - color.red) * 0.1, green: color.green + (1 - color.green) * 0.1,
      blue: color.blue + (1 - color.blue) * 0.1, opacity: color.opacity)
    return .gradient(.linear(Gradient(colors: [light, color]), startPoint: .top, endPoint: .bottom))
  }

  /// A flexible rectangle filled with the gradient.
  public var node: Node { Rectangle().fill(self) }
}

extension Color {
  /// A gentle gradient of this colour (SwiftUI's `Color.gradient`).
  public var gradient: AnyGradient { AnyGradient(color: self) }
}

/// An angular (conic) gradient (SwiftUI's `AngularGradient`): colours around `center` from `startAngle` to
/// `endAngle`. As a view, a flexible rectangle filled with it. The SVG and Cairo renderers draw it as its averaged
/// colour (neither has a conic paint).
///
/// - Complexity: O(1) for every member.
public struct AngularGradient: ShapeStyle, View, Hashable {
  /// The colours.
  public var gradient: Gradient
  /// The centre, a unit point of the frame.
  public var center: UnitPoint
  /// Where the first colour is (0° points right, growing clockwise on screen).
  public var startAngle: Angle
  /// Where the last colour is.
  public var endAngle: Angle

  /// A gradient around `center` from `startAngle` to `endAngle`.
  public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle.degrees.isFinite ? startAngle : .zero
    self.endAngle = endAngle.degrees.isFinite ? endAngle : .zero
  }

  /// A gradient of `colors` around `center` from `startAngle` to `endAngle`.
  public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A gradient once round `center`, starting at `angle`.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
  }

  /// A gradient of `colors` once round `center`, starting at `angle`.
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }

  public var recorded: RecordedStyle {
    .gradient(.angular(gradient, center: center, startAngle: startAngle, endAngle: endAngle))
  }

  /// A flexible rectangle filled with the gradient.
  public var node: Node { Rectangle().fill(self) }
}

/// A blurred, translucent background (SwiftUI's `Material`): recorded as the light appearance's tint (white at
/// an opacity from 0.35 for ultra-thin to 0.95 for ultra-thick; Apple publishes no values, these are ours), named
/// after the material (`"regularMaterial"`). No blur is drawn headless.
///
/// - Complexity: O(1) for every member.
public struct Material: ShapeStyle, Hashable {
  /// The material's SwiftUI name (`"regularMaterial"`).
  public let name: String
  /// The tint's opacity over white.
  let opacity: Double

  public var recorded: RecordedStyle { .color(Color(red: 1, green: 1, blue: 1, opacity: opacity, name: name)) }

  /// The thinnest material.
  public static let ultraThin = Material(name: "ultraThinMaterial", opacity: 0.35)
  /// A thin material.
  public static let thin = Material(name: "thinMaterial", opacity: 0.55)
  /// The default material.
  public static let regular = Material(name: "regularMaterial", opacity: 0.7)
  /// A thick material.
  public static let thick = Material(name: "thickMaterial", opacity: 0.85)
  /// The thickest material.
  public static let ultraThick = Material(name: "ultraThickMaterial", opacity: 0.95)
  /// The material of bars (navigation and tab bars).
  public static let bar = Material(name: "bar", opacity: 0.8)
}

extension ShapeStyle where Self == Material {
  /// ``Material/ultraThin``.
  public static var ultraThinMaterial: Material { Material.ultraThin }
  /// ``Material/thin``.
  public static var thinMaterial: Material { Material.thin }
  /// ``Material/regular``.
  public static var regularMaterial: Material { Material.regular }
  /// ``Material/thick``.
  public static var thickMaterial: Material { Material.thick }
  /// ``Material/ultraThick``.
  public static var ultraThickMaterial: Material { Material.ultraThick }
  /// ``Material/bar``.
  public static var bar: Material { Material(name: "bar", opacity: 0.8) }
}

/// The foreground at a level of emphasis (SwiftUI's `HierarchicalShapeStyle`): recorded as the light appearance's
/// label colours.
///
/// - Complexity: O(1) for every member.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
  /// 0 for primary … 3 for quaternary.
  let level: Int

  public var recorded: RecordedStyle {
    switch level {
    case 0: .color(.primary)
    case 1: .color(.secondary)
    case 2: .color(Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3, name: "tertiary"))
    default: .color(Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.18, name: "quaternary"))
    }
  }

  /// The most emphasised.
  public static let primary = HierarchicalShapeStyle(level: 0)
  /// The second level.
  public static let secondary = HierarchicalShapeStyle(level: 1)
  /// The third level.
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  /// The fourth level.
  public static let quaternary = HierarchicalShapeStyle(level: 3)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The foreground's first level (where a ``Color`` is expected, `.primary` is ``Color/primary``).
  public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
  /// The foreground's second level (where a ``Color`` is expected, `.secondary` is ``Color/secondary``).
  public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
  /// The third level of the foreground.
  public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
  /// The fourth level of the foreground.
  public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
}

/// The environment's tint or foreground (SwiftUI's `TintShapeStyle` and `ForegroundStyle`): recorded as the accent
/// colour and the primary colour.
///
/// - Complexity: O(1) for every member.
public struct TintShapeStyle: ShapeStyle, Hashable {
  public var recorded: RecordedStyle { .color(.accentColor) }
  /// The tint.
  public init() {}
}

/// The foreground style of the environment, recorded as ``Color/primary``.
///
/// - Complexity: O(1) for every member.
public struct ForegroundStyle: ShapeStyle, Hashable {
  public var recorded: RecordedStyle { .color(.primary) }
  /// The foreground style.
  public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The environment's tint.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The environment's foreground style.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient of `gradient` from `startPoint` to `endPoint`, where a shape style is expected
  /// (`.fill(.linearGradient(…))`): ``LinearGradient/init(gradient:startPoint:endPoint:)``.
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient
  {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient of evenly spaced `colors`: ``LinearGradient/init(colors:startPoint:endPoint:)``.
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient of `stops`: ``LinearGradient/init(stops:startPoint:endPoint:)``.
  public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient of `gradient` where a shape style is expected:
  /// ``RadialGradient/init(gradient:center:startRadius:endRadius:)``.
  public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    -> RadialGradient
  {
    RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient of evenly spaced `colors`: ``RadialGradient/init(colors:center:startRadius:endRadius:)``.
  public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    -> RadialGradient
  {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient of `gradient` where a shape style is expected:
  /// ``AngularGradient/init(gradient:center:startAngle:endAngle:)``.
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// An angular gradient of evenly spaced `colors`: ``AngularGradient/init(colors:center:startAngle:endAngle:)``.
  public static func angularGradient(
    colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A full turn of `gradient` from `angle`: ``AngularGradient/init(gradient:center:angle:)``.
  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }

  /// A full turn of evenly spaced `colors` from `angle`: ``AngularGradient/init(colors:center:angle:)``.
  public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(colors: colors, center: center, angle: angle)
  }
}
