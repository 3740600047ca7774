import Synchronization

/// A run of text measured by a pluggable ``TextMeasurer``, so it wraps when offered less width than it wants.
///
/// A text measures with the measurer it was given, or else with the one of the configuration it is laid out with
/// (``LayoutConfiguration/textMeasurer``): real fonts under `Trellis`'s standard configuration, the monospaced 8×16
/// measurer under ``LayoutConfiguration/monospaced``. Which measurer is used never depends on a file's imports.
///
/// ```swift
/// Text("Hello, world", measurer: MonospacedTextMeasurer.standard)   // ideal 96×16 under any configuration
/// Text("Hello, world").font(.title).lineLimit(1)                    // measured by the configuration's measurer
/// ```
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct Text: View, Sendable {
  /// The string.
  var string: String
  /// The text's own measurer, or `nil` to measure with the configuration's (``LayoutConfiguration/textMeasurer``).
  package var measurer: (any TextMeasurer)?
  /// The font and paragraph settings under everything inherited (SwiftUI's defaults unless given).
  var attributes: TextAttributes {
    get { settings.attributes }
    set { settings = Settings(newValue, settings.overrides, settings.fontTraits, settings.styled) }
  }
  /// The settings of the text's own modifiers (`Text("…").font(.title)`), which win over inherited ones.
  var overrides: TextEnvironment {
    get { settings.overrides }
    set { settings = Settings(settings.attributes, newValue, settings.fontTraits, settings.styled) }
  }
  /// `bold()`, `italic()`, `fontWeight(_:)`, `monospacedDigit()`: applied to whichever font the text gets.
  var fontTraits: FontTraits {
    get { settings.fontTraits }
    set { settings = Settings(settings.attributes, settings.overrides, newValue, settings.styled) }
  }
  /// The attributes recorded for the whole text (`foregroundColor(_:)`, `strikethrough(_:color:)`, …; its font is in
  /// ``overrides`` and ``fontTraits``).
  var recorded: TextRunStyle {
    get { settings.styled?.recorded ?? TextRunStyle() }
    set {
      settings = Settings(
        settings.attributes, settings.overrides, settings.fontTraits, Styled(newValue, settings.styled?.runs))
    }
  }
  /// The text's runs when it has several styles (a concatenation, Markdown, an `AttributedString`); `nil` for a text
  /// of one style, which is measured as before runs existed (one font).
  var storedRuns: [TextRun]? {
    get { settings.styled?.runs }
    set {
      settings = Settings(
        settings.attributes, settings.overrides, settings.fontTraits, Styled(recorded, newValue))
    }
  }

  /// The settings in one immutable box, so that a `Text` stays a few words (views are copied often).
  private final class Settings: Sendable {
    let attributes: TextAttributes
    let overrides: TextEnvironment
    let fontTraits: FontTraits
    /// The recorded attributes and runs, `nil` for a text that has neither (most texts: one reference more).
    let styled: Styled?
    init(_ attributes: TextAttributes, _ overrides: TextEnvironment, _ fontTraits: FontTraits, _ styled: Styled?) {
      self.attributes = attributes
      self.overrides = overrides
      self.fontTraits = fontTraits
      self.styled = styled
    }
  }
  /// A text's recorded attributes and runs, apart from the settings every text has.
  private final class Styled: Sendable {
    let recorded: TextRunStyle
    let runs: [TextRun]?
    init(_ recorded: TextRunStyle, _ runs: [TextRun]?) {
      self.recorded = recorded
      self.runs = runs
    }
  }
  private var settings: Settings
  /// Whether the text has runs of several styles.
  var settingsHaveRuns: Bool { settings.styled?.runs != nil }

  /// Text measured by `measurer`, or, without one, by the measurer of the configuration it is laid out with.
  ///
  /// - Complexity: O(1); measuring is O(characters).
  /// `Text(someString)` takes the string as it is (no Markdown), as SwiftUI's `Text(_: some StringProtocol)`; a
  /// string literal is a ``LocalizedStringKey`` (``init(_:)-LocalizedStringKey``), whose Markdown is parsed.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ content: S, measurer: (any TextMeasurer)? = nil, attributes: TextAttributes = .standard
  ) {
    self.string = String(content)
    self.measurer = measurer
    self.settings = Settings(attributes, TextEnvironment(), FontTraits(), nil)
  }

  /// The attributes the text is measured with under `inherited` settings.
  func resolvedAttributes(inheriting inherited: TextEnvironment = TextEnvironment()) -> TextAttributes {
    var resolved = overrides.inheriting(inherited).applied(to: attributes)
    resolved.font = fontTraits.applied(to: resolved.font)
    return resolved
  }

  public var node: Node {
    let node = Node(leaf: TextLeaf(self), typeName: "Text")
    guard let color = settings.styled?.recorded.foregroundColor else { return node }
    return node.foregroundColor(color)
  }
}

/// A class, so that the engine holds it by one reference: it reads a text leaf out of its node without a dynamic cast
/// or a copy of every field (see ``LayoutContext``'s `textLeaf(_:)`).
final class TextLeaf: LeafContent {
  let string: String
  /// The text's own measurer; `nil`: the pass's (its configuration's), handed to every measurement.
  let ownMeasurer: TextMeasurerBox?
  let attributes: TextAttributes
  /// The text prepared by its measurer, made on the first measurement and shared by every pass and thread: with
  /// its own attributes, and with the inherited ones it was first measured under.
  let prepared: PreparedTextMemo
  /// Word lengths, split once, when the text's own measurer is the monospaced one and nothing but the font is set.
  let words: [[Int]]?
  let monospaced: MonospacedTextMeasurer?

  /// The text's own settings, for resolving inherited ones.
  let base: TextAttributes
  let overrides: TextEnvironment
  let fontTraits: FontTraits
  /// The runs of a text of several styles, the text's own modifiers merged in (``Text/runs``); `nil` for one style.
  let runs: [TextRun]?

  init(_ text: Text) {
    self.runs = text.settingsHaveRuns ? text.runs : nil
    self.base = text.attributes
    self.overrides = text.overrides
    self.fontTraits = text.fontTraits
    self.string = text.string
    self.ownMeasurer = text.measurer.map(TextMeasurerBox.init)
    self.attributes = text.resolvedAttributes()
    self.prepared = PreparedTextMemo()
    let attributes = self.attributes
    let plain = attributes.lineLimit == nil && attributes.validatedLineSpacing == 0
    let monospaced = plain ? text.measurer as? MonospacedTextMeasurer : nil
    self.monospaced = monospaced
    self.words = monospaced == nil ? nil : MonospacedTextMeasurer.words(text.string)
  }

  /// The size outside a pass (the engine measures texts with ``size(_:environment:measurer:)``): by the text's own
  /// measurer, else the monospaced one.
  func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    size(proposal, environment: nil, measurer: LayoutConfiguration.monospaced.measurer)
  }

  /// The size under `environment` (the settings inherited from the text's ancestors; `nil` when none set any),
  /// measured by the text's own measurer, else by `measurer` (the pass's).
  func size(_ proposal: ProposedViewSize, environment: TextEnvironment?, measurer: TextMeasurerBox) -> Size {
    guard let environment else {
      if let monospaced, let words { return monospaced.size(ofWords: words, proposal: proposal) }
      return ownPrepared(measurer).size(proposal)
    }
    return inheritedPrepared(environment, measurer).size(proposal)
  }

  /// The measurement (size and baselines) for `proposal` under `environment`, by the text's own measurer, else by
  /// `measurer`.
  func measurement(_ proposal: ProposedViewSize, environment: TextEnvironment?, measurer: TextMeasurerBox)
    -> TextMeasurement
  {
    prepared(environment, measurer).measure(proposal)
  }

  /// The lines to draw for `proposal` under `environment`, by the text's own measurer, else by `measurer`.
  func lines(_ proposal: ProposedViewSize, environment: TextEnvironment?, measurer: TextMeasurerBox) -> [TextLine] {
    prepared(environment, measurer).lines(proposal)
  }

  /// The attributes under `environment`.
  func attributes(_ environment: TextEnvironment?) -> TextAttributes {
    guard let environment else { return attributes }
    var resolved = overrides.inheriting(environment).applied(to: base)
    resolved.font = fontTraits.applied(to: resolved.font)
    return resolved
  }

  private func prepared(_ environment: TextEnvironment?, _ passMeasurer: TextMeasurerBox) -> any PreparedText {
    guard let environment else { return ownPrepared(passMeasurer) }
    return inheritedPrepared(environment, passMeasurer)
  }

  /// Nothing inherited: the text's own attributes, prepared once per measurer.
  @inline(__always)
  private func ownPrepared(_ passMeasurer: TextMeasurerBox) -> any PreparedText {
    let box = ownMeasurer ?? passMeasurer
    guard runs != nil else {
      return prepared.value(measurer: box) { box.measurer.prepare(string, attributes: self.attributes) }
    }
    return prepared.value(measurer: box) { box.measurer.prepare(resolvedRuns(nil), attributes: self.attributes) }
  }

  @inline(__always)
  private func inheritedPrepared(_ environment: TextEnvironment, _ passMeasurer: TextMeasurerBox) -> any PreparedText {
    let box = ownMeasurer ?? passMeasurer
    let attributes = attributes(environment)
    guard runs != nil else {
      return prepared.value(for: attributes, measurer: box) { box.measurer.prepare(string, attributes: attributes) }
    }
    return prepared.value(for: attributes, measurer: box) {
      box.measurer.prepare(resolvedRuns(environment), attributes: attributes)
    }
  }

  /// The runs with the fonts of their own resolved under `environment` as the text's font is (Dynamic Type, an
  /// inherited weight); runs without a font of their own take the text's resolved font from the measurer.
  private func resolvedRuns(_ environment: TextEnvironment?) -> [TextRun] {
    guard let runs else { return [] }
    let settings = environment.map { overrides.inheriting($0) } ?? overrides
    return runs.map { run in
      guard let font = run.style.font else { return run }
      var own = settings
      own.font = font
      var resolved = run
      resolved.style.font = own.applied(to: base).font
      return resolved
    }
  }
}

/// A text's ``PreparedText`` with its own attributes and with the inherited ones it was first measured under, each
/// made once and read without a lock (an atomic reference: `AtomicLazyReference` is not inlined into this module and
/// cost more than the rest of a measurement), and kept with the measurer it was made by. Two threads measuring the
/// same fresh text may both prepare it; the first stored wins, and preparing is deterministic, so both answers are
/// equal. A node measured under other inherited settings or by another measurer than its first (one node shared by
/// two subtrees with different fonts, or laid out under two configurations) is prepared again on each such
/// measurement: correct, and the measurer's own cache makes it a lookup.
final class PreparedTextMemo: Sendable {
  private final class Entry: Sendable {
    let attributes: TextAttributes
    let measurer: TextMeasurerBox
    let prepared: any PreparedText
    init(_ attributes: TextAttributes, _ measurer: TextMeasurerBox, _ prepared: any PreparedText) {
      self.attributes = attributes
      self.measurer = measurer
      self.prepared = prepared
    }
  }

  /// Each slot holds a retained entry once set, released by `deinit`; a set slot never changes.
  private let own = Atomic<Unmanaged<Entry>?>(nil)
  private let inherited = Atomic<Unmanaged<Entry>?>(nil)

  deinit {
    own.load(ordering: .acquiring)?.release()
    inherited.load(ordering: .acquiring)?.release()
  }

  /// The entry in `slot`, or `made` stored there when the slot is empty (the first stored wins a race).
  private static func entry(_ slot: borrowing Atomic<Unmanaged<Entry>?>, storing made: Entry) -> Entry {
    let retained = Unmanaged.passRetained(made)
    let (stored, current) = slot.compareExchange(expected: nil, desired: retained, ordering: .acquiringAndReleasing)
    if stored { return made }
    retained.release()
    return current?.takeUnretainedValue() ?? made
  }

  /// The text prepared with its own attributes by `measurer`.
  func value(measurer: TextMeasurerBox, _ make: () -> any PreparedText) -> any PreparedText {
    if let known = own.load(ordering: .acquiring)?.takeUnretainedValue() {
      return known.measurer === measurer ? known.prepared : make()
    }
    let made = make()
    let stored = Self.entry(own, storing: Entry(.standard, measurer, made))
    return stored.measurer === measurer ? stored.prepared : made
  }

  /// The text prepared with inherited `attributes` by `measurer`.
  func value(for attributes: TextAttributes, measurer: TextMeasurerBox, _ make: () -> any PreparedText)
    -> any PreparedText
  {
    if let known = inherited.load(ordering: .acquiring)?.takeUnretainedValue() {
      return known.attributes == attributes && known.measurer === measurer ? known.prepared : make()
    }
    let made = make()
    let stored = Self.entry(inherited, storing: Entry(attributes, measurer, made))
    return stored.attributes == attributes && stored.measurer === measurer ? stored.prepared : made
  }
}
