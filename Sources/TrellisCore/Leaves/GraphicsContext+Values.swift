import Foundation

extension GraphicsContext {
  /// One drawing call of a canvas's renderer, with the context's state when it was made.
  ///
  /// - Complexity: O(1) for every member.
  public struct Command: Hashable, Sendable {
    /// What was drawn.
    public enum Kind: Hashable, Sendable {
      /// `fill(_:with:style:)`: the path (in the drawing's coordinates), its shading and fill rule.
      case fill(Path, Shading, FillStyle)
      /// `stroke(_:with:style:)` or `stroke(_:with:lineWidth:)`.
      case stroke(Path, Shading, StrokeStyle)
      /// A text's characters, in the rectangle it was measured to.
      case text(String, in: CGRect)
      /// An image, by its name (`nil` for one without), in its rectangle.
      case image(String?, in: CGRect)
      /// A symbol, by its tag, in its rectangle (the symbol's view laid out at the rectangle's size draws it).
      case symbol(String, in: CGRect)
    }

    /// What was drawn.
    public var kind: Kind
    /// The context's transform: from the drawing's coordinates to the canvas's.
    public var transform: CGAffineTransform
    /// The context's opacity.
    public var opacity: Double
    /// The context's blend mode.
    public var blendMode: BlendMode
    /// The clip paths, in the canvas's coordinates.
    public var clipPaths: [Path]
    /// The filters, the first added first.
    public var filters: [Filter]
  }

  /// What a canvas's renderer drew: its commands in order, in a canvas of ``size``.
  ///
  /// - Complexity: O(1) for every member.
  public struct Recording: Sendable {
    /// The size the renderer was given.
    public var size: CGSize
    /// The drawing calls, in the order they were made.
    public var commands: [Command]
    /// The canvas's symbols, by tag, with their ideal sizes.
    public var symbols: [String: ResolvedSymbol]
  }

  /// How a shape is painted (SwiftUI's `GraphicsContext.Shading`): a colour or a gradient.
  ///
  /// - Complexity: O(1) for every member.
  public struct Shading: Hashable, Sendable {
    /// The paints a shading can be.
    public enum Kind: Hashable, Sendable {
      /// One colour.
      case color(Color)
      /// A linear gradient from `start` to `end`, in the drawing's coordinates.
      case linearGradient(Gradient, start: CGPoint, end: CGPoint)
      /// A radial gradient about `center`, from `startRadius` to `endRadius`.
      case radialGradient(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
      /// The foreground style of the environment (SwiftUI's `.foreground`).
      case foreground
    }

    /// The paint.
    public var kind: Kind

    /// One colour.
    public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }

    /// A linear gradient from `startPoint` to `endPoint`. `options` are accepted.
    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(kind: .linearGradient(gradient, start: startPoint, end: endPoint))
    }

    /// A radial gradient about `center`. `options` are accepted.
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(kind: .radialGradient(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
    }

    /// The environment's foreground style.
    public static var foreground: Shading { Shading(kind: .foreground) }
  }

  /// Options of a gradient shading (SwiftUI's `GraphicsContext.GradientOptions`); accepted, not read.
  public struct GradientOptions: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt32
    /// Options from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The gradient repeats beyond its ends.
    public static let `repeat` = GradientOptions(rawValue: 1)
    /// The gradient repeats mirrored.
    public static let mirror = GradientOptions(rawValue: 2)
    /// The colours are interpolated linearly.
    public static let linearColor = GradientOptions(rawValue: 4)
  }

  /// Options of ``GraphicsContext/clip(to:style:options:)`` (SwiftUI's `ClipOptions`); accepted, not read.
  public struct ClipOptions: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt32
    /// Options from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Clip to the outside of the path.
    public static let inverse = ClipOptions(rawValue: 1)
  }

  /// Options of ``GraphicsContext/addFilter(_:options:)`` (SwiftUI's `FilterOptions`); accepted, not read.
  public struct FilterOptions: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt32
    /// Options from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Filter in linear colour.
    public static let linearColor = FilterOptions(rawValue: 1)
  }

  /// A filter a context passes its drawing through (SwiftUI's `GraphicsContext.Filter`), recorded by its name and
  /// values (as `"blur(radius: 4.0)"`); nothing is filtered headless.
  ///
  /// - Complexity: O(1) for every member.
  public struct Filter: Hashable, Sendable {
    /// The filter and its values, as written.
    public let description: String

    /// A Gaussian blur of `radius`.
    public static func blur(radius: CGFloat) -> Filter { Filter(description: "blur(radius: \(radius))") }
    /// A shadow.
    public static func shadow(
      color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> Filter {
      Filter(description: "shadow(color: \(color), radius: \(radius), x: \(x), y: \(y))")
    }
    /// Keeps the pixels whose alpha is between `min` and `max`, painted `color`.
    public static func alphaThreshold(min: Double, max: Double = 1, color: Color = .black) -> Filter {
      Filter(description: "alphaThreshold(min: \(min), max: \(max), color: \(color))")
    }
    /// Multiplies every colour by `color`.
    public static func colorMultiply(_ color: Color) -> Filter { Filter(description: "colorMultiply(\(color))") }
    /// Turns the hues by `angle`.
    public static func hueRotation(_ angle: Angle) -> Filter {
      Filter(description: "hueRotation(\(angle.degrees)°)")
    }
    /// Scales the saturation by `amount`.
    public static func saturation(_ amount: Double) -> Filter { Filter(description: "saturation(\(amount))") }
    /// Adds `amount` to the brightness.
    public static func brightness(_ amount: Double) -> Filter { Filter(description: "brightness(\(amount))") }
    /// Scales the contrast by `amount`.
    public static func contrast(_ amount: Double) -> Filter { Filter(description: "contrast(\(amount))") }
    /// Removes `amount` of the colour.
    public static func grayscale(_ amount: Double) -> Filter { Filter(description: "grayscale(\(amount))") }
    /// Inverts the colours, by `amount`.
    public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(description: "colorInvert(\(amount))") }
    /// Makes the luminance the alpha.
    public static var luminanceToAlpha: Filter { Filter(description: "luminanceToAlpha") }
  }

  /// A text made ready to draw (SwiftUI's `GraphicsContext.ResolvedText`).
  ///
  /// - Complexity: ``measure(in:)`` costs one layout of the text.
  public struct ResolvedText {
    /// The text.
    public let text: Text
    let configuration: LayoutConfiguration

    /// The text's size when proposed `size` (an infinite side is proposed nothing), as it lays out.
    public func measure(in size: CGSize) -> CGSize {
      let proposal = ProposedViewSize(
        width: size.width.isFinite ? size.width : nil, height: size.height.isFinite ? size.height : nil)
      return (try? text.node.layout(proposal: proposal, configuration: configuration).size) ?? .zero
    }
  }

  /// An image made ready to draw (SwiftUI's `GraphicsContext.ResolvedImage`).
  ///
  /// - Complexity: O(1) for every member.
  public struct ResolvedImage: Hashable, Sendable {
    /// The image's name, if it has one.
    public let name: String?
    /// Its size.
    public let size: CGSize
  }

  /// A symbol view made ready to draw (SwiftUI's `GraphicsContext.ResolvedSymbol`): its tag and ideal size.
  ///
  /// - Complexity: O(1) for every member.
  public struct ResolvedSymbol: Hashable, Sendable {
    /// The tag it was resolved by, as `.tag(_:)` records it.
    public let id: String
    /// Its ideal size.
    public let size: CGSize
  }
}
