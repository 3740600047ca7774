/// A value read from the environment a view is built in (SwiftUI's `@Environment`):
///
/// ```swift
/// struct Caption: View {
///   @Environment(\.dynamicTypeSize) private var size
///   @Environment(Model.self) private var model   // an @Observable object set with .environment(model)
///   var body: some View { Text(size.isAccessibilitySize ? "…" : model.title) }
/// }
/// Caption().environment(\.dynamicTypeSize, .accessibility1).environment(model)
/// ```
///
/// The value is read when the body reads it, from ``EnvironmentValues/current``: what `environment(_:_:)` and
/// `environmentObject(_:)` set around the build of the view they are applied to, and of everything its body builds.
/// That is SwiftUI's answer for a value set on the view itself or on any composite view above it. It is not for a
/// value set on a container after its content was built: in `VStack { Caption() }.environment(\.colorScheme, .dark)`
/// the `VStack`'s content is built before `environment` runs, so `Caption`'s body reads the value around the
/// `VStack` (Layout.md, "From SwiftUI"). The values that change layout (``EnvironmentValues/layoutDirection``, the
/// text settings) reach the views below either way, because layout reads them from the tree.
///
/// - Complexity: O(1) to read a built-in value; a dictionary lookup for a custom key or an object.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  /// Reads the value from the environment.
  let read: (EnvironmentValues) -> Value

  /// The value at `keyPath` (`@Environment(\.layoutDirection) var direction`).
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }

  /// The value read from the environment the view is built in.
  public var wrappedValue: Value { read(EnvironmentValues.current) }
}

extension Environment where Value: AnyObject & Observable {
  /// The `@Observable` object of this type set with ``View/environment(_:)`` (`@Environment(Model.self) var model`).
  /// As in SwiftUI, reading it when none was set stops the program, with the type in the message.
  public init(_ objectType: Value.Type) {
    read = { values in
      guard let object = values.object(Value.self) else {
        fatalError(
          "No Observable object of type \(Value.self) found: a view that reads it must be built under "
            + ".environment(_:) (Layout.md, \"From SwiftUI\")")
      }
      return object
    }
  }
}

extension Environment {
  /// The `@Observable` object of type `T` set with ``View/environment(_:)``, or `nil`
  /// (`@Environment(Model.self) var model: Model?`).
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    read = { $0.object(T.self) }
  }
}

/// Declares an environment value with its key (SwiftUI's `@Entry`), inside `extension EnvironmentValues`:
///
/// ```swift
/// extension EnvironmentValues {
///   @Entry var accentSpacing: CGFloat = 8
/// }
/// ```
///
/// Served by Trellis's own compiler plugin, as `#Preview` is: it adds a private key type, `__Key_accentSpacing`,
/// whose `defaultValue` is the value given (evaluated each time it is read when the property has a type; a constant
/// when Swift infers the type), and the property's `get` and `set` through it.
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "TrellisPreviewMacros", type: "EntryMacro")

/// Dismisses the presentation the view is in (SwiftUI's `DismissAction`, `@Environment(\.dismiss)`); headless there
/// is none, so calling it does nothing.
///
/// - Complexity: O(1).
public struct DismissAction: Sendable {
  /// Does nothing (nothing is presented headless).
  public func callAsFunction() {}
}

/// Opens a URL (SwiftUI's `OpenURLAction`, `@Environment(\.openURL)`); headless it opens nothing.
///
/// - Complexity: O(1).
public struct OpenURLAction: Sendable {
  /// Does nothing (there is no system to open the URL with).
  public func callAsFunction(_ url: URL) {}
}

/// A size class (SwiftUI's `UserInterfaceSizeClass`): how much room the interface has along one axis.
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable {
  /// Little room (an iPhone's width in portrait).
  case compact
  /// Much room (an iPad's width).
  case regular
}

/// The appearance (SwiftUI's `ColorScheme`).
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  /// Light appearance.
  case light
  /// Dark appearance.
  case dark
}

/// The values SwiftUI's views read from the environment and Trellis's layout does not: each is recorded for the
/// bodies that read it, with SwiftUI's default where one exists on every device.
extension EnvironmentValues {
  /// The horizontal size class (`nil` unless set; SwiftUI gives the device's: `.compact` on an iPhone in portrait).
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// The vertical size class (`nil` unless set; `.regular` on an iPhone in portrait in SwiftUI).
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }

  /// Pixels per point (1 unless set: Trellis's points are the renderer's pixels; SwiftUI gives the screen's, 2 or
  /// 3 on an iPhone). Layout does not round to pixels, so the value changes no frame.
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }

  /// The appearance (``ColorScheme/light`` unless set).
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }

  /// The locale (`Locale.current` unless set). Texts are shaped by their own characters, not by this value.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The time zone dates are shown in (`TimeZone.current` unless set): what `Text(date, style: .time)` and the
  /// other date texts use, read when the text is made.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }

  /// The date `Text(date, style: .relative)`, `.offset`, `.timer` and `Text(timerInterval:)` count from (`nil`, the
  /// date when the text is made, unless set). SwiftUI has no such value: it redraws these texts as time passes, while
  /// a Trellis text is formatted once, so setting it makes a layout reproducible.
  public var referenceDate: Date? {
    get { self[ReferenceDateKey.self] }
    set { self[ReferenceDateKey.self] = newValue }
  }

  /// Whether controls below are enabled (`true` unless set).
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }

  /// Dismisses the current presentation (does nothing headless).
  public var dismiss: DismissAction { DismissAction() }

  /// Opens a URL (does nothing headless).
  public var openURL: OpenURLAction { OpenURLAction() }

  /// Whether the view is presented, and how to dismiss it (SwiftUI's deprecated `presentationMode`): a binding to a
  /// mode that is not presented; `presentationMode.wrappedValue.dismiss()` does nothing.
  public var presentationMode: Binding<PresentationMode> { .constant(PresentationMode()) }
}

/// The presentation state of a view (SwiftUI's `PresentationMode`, read through `\.presentationMode`): headless
/// nothing is presented.
///
/// - Complexity: O(1).
public struct PresentationMode: Sendable {
  /// Whether the view is presented (`false`: nothing is presented headless).
  public var isPresented: Bool { false }
  /// Dismisses the view (does nothing).
  public mutating func dismiss() {}
}

private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = nil }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = nil }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { .current } }
private struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { .current } }
private struct ReferenceDateKey: EnvironmentKey { static let defaultValue: Date? = nil }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
