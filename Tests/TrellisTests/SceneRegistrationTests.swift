import Foundation
import Testing
@_spi(Fuzzing) import Trellis
import TrellisTestSupport

/// The scene format keeps up with the Swift API: every public view and view modifier of the library targets (read from
/// their sources by ``PublicViewSurface``) has a scene node type or modifier of the same name, or an entry below that
/// says why not; and every registered type is fuzzed, by building scenes that ``SceneGenerator`` draws from the
/// schema. A view or modifier added without its scene entry fails here, naming it and its file.
@Suite struct SceneRegistrationTests {
  static let schema = SceneSchema.standard

  /// Public views with no scene node type, on purpose, and why.
  static let viewsWithoutSceneType: [String: String] = [
    // The tree itself and the builders' structure: a scene lists its nodes and children.
    "Node": "the tree node every view builds; a scene's nodes are its objects",
    "EmptyView": "no node at all: leave it out of the scene",
    "Group": "its views are its parent's children: list them there",
    "ForEach": "builds its views from Swift data: list them as children",
    "AnyView": "type erasure for Swift's type checker: name the wrapped view",
    "AnyLayout": "type erasure for switching layouts in Swift: name the layout (or use LayoutThatFits)",
    "AnyFULayout": "type erasure for switching layouts in Swift: name the FrameUp layout (or use FULayoutThatFits)",
    "Button": "lays out as its label and has an action to call: write the label (a Text) in a scene",
    // The controls (Layout.md, "Controls"): no scene types yet; a scene writes what they lay out as.
    "Toggle": "no scene type yet: write an HStack of the label, a Spacer and a 51 × 31 Box",
    "Stepper": "no scene type yet: write an HStack of the label, a Spacer and a 94 × 32 Box",
    "Slider": "no scene type yet: write a Rectangle with a 31 pt frame height",
    "Picker": "no scene type yet: write its label (menu), or a frame of the style's size (segmented, wheel)",
    "NavigationView": "no scene type yet: write a ZStack of the content with an infinite maximum frame",
    "TextField": "no scene type yet: write its Text with lineLimit 1 in a frame of infinite maximum width",
    "SecureField": "no scene type yet: write its bullets as a TextField's Text",
    "TextEditor": "no scene type yet: write its Text in a frame of infinite maximum width and height",
    "ProgressView": "no scene type yet: write a 20 × 20 Box (a spinner) or a Rectangle with a 4 pt frame height",
    "Label": "no scene type yet, as the other controls: write an HStack of the icon (an Image) and the title (a Text)",
    "Link": "lays out as its label and has a URL to open: write the label (a Text) in a scene",
    "Menu": "lays out as its label; its items are Swift views never laid out: write the label in a scene",
    "ControlGroup": "no scene type yet: write an HStack of spacing 0 of its controls",
    "DatePicker": "no scene type yet: write the compact row (label, Spacer, 117 × 34 and 84 × 34 Boxes) or a frame",
    "Gauge": "no scene type yet: write a VStack of the label and a Rectangle with a 4 pt frame height",
    "AsyncImage": "fetches nothing and shows its placeholder: write the placeholder (a Color fills the proposal)",
    // Drawing (Layout.md, "Drawing and transforms"): outlines computed by Swift code or made by Swift generics.
    "Path": "built by Swift calls (move, addLine, addArc, …); no scene type yet: draw a shape leaf",
    "TrimmedShape": "what Shape.trim(from:to:) makes in Swift; no scene type yet",
    "InsettedShape": "what InsettableShape.inset(by:) makes in Swift; no scene type yet",
    "AnyGradient": "what Color.gradient makes in Swift; a scene writes a LinearGradient",
    "AngularGradient": "no scene type yet: renderers draw it as its stops' average, a Color in a scene",
    "ModifiedContent": "applies a Swift ViewModifier's body; a scene lists the body's modifiers",
    "ViewModifierContent": "the content inside a Swift ViewModifier's body; a scene has no bodies",
    // The Layout value behind a view or modifier that has a scene entry of its own.
    "HStackLayout": "the layout of HStack (also LayoutThatFits's `layouts` entry {\"type\": \"HStack\"})",
    "VStackLayout": "the layout of VStack (also a LayoutThatFits `layouts` entry)",
    "ZStackLayout": "the layout of ZStack (also a LayoutThatFits `layouts` entry)",
    "GridLayout": "the layout of Grid",
    "SmartScrollLayout": "the layout of SmartScrollView",
    "TabMenuLayout": "the layout of TabMenu",
    "FULayoutContainer": "the Layout that runs an FULayout (HFlow, VMasonry, …): name the FULayout",
    "OverlayLayout": "the layout of the overlay and background modifiers",
    "ModifiedEnvironment": "what the environment modifiers return: write the `environment` modifier",
    "RelativePaddingLayout": "the layout of the relativePadding modifier",
    "SizeObserverLayout": "the layout of onSizeChange and readGeometry, which call Swift closures",
    // Navigation, lists and safe areas (issue 31, item 4): Swift API first; their scene types are left for later.
    "DeviceScreen": "builds its content in a device's environment; a scene's nodes are built before any device",
    "NavigationStack": "not yet in scenes: its bar's height comes from navigationTitle, which scenes do not have",
    "NavigationSplitView": "not yet in scenes: laid out as a NavigationStack of its sidebar",
    "NavigationLink": "lays out as its label (write the label); the destination is a Swift view never built",
    "List": "not yet in scenes (issue 31, item 4 ships the Swift API)",
    "Section": "not yet in scenes: only meaningful inside a List",
    "Form": "not yet in scenes: a List in the inset-grouped style",
    "TabView": "not yet in scenes: the selection and tab items are Swift bindings and closures",
    "ToolbarItem": "toolbars are recorded, never laid out",
    "ToolbarItemGroup": "toolbars are recorded, never laid out",
    "EditButton": "a Button titled Edit, mostly in toolbars, which are not laid out",
  ]

  /// Public view modifiers with no scene modifier, on purpose, and why.
  static let modifiersWithoutSceneType: [String: String] = [
    "id": "a scene node's `id` field",
    // Navigation, lists and safe areas: recorded modifiers that take Swift bindings or closures, or restyle views a
    // scene cannot yet express (see viewsWithoutSceneType).
    "ignoresSafeArea": "changes frames only inside a DeviceScreen, which scenes do not have",
    "edgesIgnoringSafeArea": "ignoresSafeArea's older spelling",
    "safeAreaInset": "not yet in scenes: its content is a Swift view builder",
    "listStyle": "restyles Lists, which scenes do not have yet",
    "listRowInsets": "read by a List, which scenes do not have yet",
    "listRowBackground": "recorded, never laid out",
    "listRowSeparator": "recorded, never laid out",
    "listSectionSeparator": "recorded, never laid out",
    "scrollContentBackground": "recorded, never laid out",
    "tabItem": "recorded; its label is a Swift view builder",
    "tabViewStyle": "restyles TabViews, which scenes do not have yet",
    "toolbar": "records Swift view builders that are never laid out",
    "toolbarBackground": "recorded, never laid out",
    "navigationBarHidden": "read by a navigation container, which scenes do not have yet",
    "navigationBarBackButtonHidden": "recorded, never laid out",
    "navigationDestination": "records a Swift closure that is never called",
    "searchable": "takes a Swift binding; recorded, never laid out",
    "refreshable": "records a Swift closure that never runs",
    "onDelete": "records a Swift closure that never runs",
    "onMove": "records a Swift closure that never runs",
    "swipeActions": "records a Swift view builder that is never laid out",
    "sheet": "a presentation: takes a Swift binding, recorded, never laid out",
    "fullScreenCover": "a presentation: takes a Swift binding, recorded, never laid out",
    "popover": "a presentation: takes a Swift binding, recorded, never laid out",
    "alert": "a presentation: takes a Swift binding, recorded, never laid out",
    "confirmationDialog": "a presentation: takes a Swift binding, recorded, never laid out",
    "layoutValue": "keyed by a Swift type that only a custom Layout reads; a scene has no custom layouts",
    "animation": "records an animation for transitions between two results; a scene is one layout",
    "onSizeChange": "calls a Swift closure with the size",
    "readGeometry": "calls a Swift closure with the size",
    "onAppear": "records a Swift closure that never runs; nothing to lay out",
    "onDisappear": "records a Swift closure that never runs; nothing to lay out",
    "task": "records a Swift closure that never runs; nothing to lay out",
    "onTapGesture": "records a Swift closure that never runs; nothing to lay out",
    "onLongPressGesture": "records a Swift closure that never runs; nothing to lay out",
    "gesture": "records a Swift gesture value that is never recognised; nothing to lay out",
    "simultaneousGesture": "records a Swift gesture value that is never recognised; nothing to lay out",
    "highPriorityGesture": "records a Swift gesture value that is never recognised; nothing to lay out",
    "onChange": "records a Swift closure that never runs; nothing to lay out",
    "preference": "keyed by a Swift PreferenceKey type; nothing collects it",
    "onPreferenceChange": "records a Swift closure that never runs; nothing to lay out",
    "environmentObject": "puts a Swift object in the environment of bodies; a scene has no bodies",
    "disabled": "records a control's state; no frame changes and no renderer reads it",
    "previewLayout": "a setting of Xcode's preview canvas; a scene is laid out as written",
    "previewDisplayName": "a setting of Xcode's preview canvas; a scene is laid out as written",
    "previewDevice": "a setting of Xcode's preview canvas; a scene is laid out as written",
    "previewInterfaceOrientation": "a setting of Xcode's preview canvas; a scene is laid out as written",
    "preferredColorScheme": "a setting of the presentation's appearance; no frame changes",
    // Control styles (Layout.md, "Styles set on containers"): they restyle controls, which scenes do not have yet, or
    // are recorded only.
    "buttonStyle": "its styles are Swift types with makeBody; buttons have no scene type (write the body)",
    "pickerStyle": "restyles Pickers, which scenes do not have yet",
    "toggleStyle": "restyles Toggles, which scenes do not have yet",
    "labelStyle": "restyles Labels, which scenes do not have yet",
    "progressViewStyle": "restyles ProgressViews, which scenes do not have yet",
    "controlSize": "resizes ProgressView spinners, which scenes do not have yet",
    "datePickerStyle": "restyles DatePickers, which scenes do not have yet",
    "gaugeStyle": "restyles Gauges, which scenes do not have yet",
    "textFieldStyle": "recorded only: every style lays out as the plain field",
    "menuStyle": "recorded only: every style lays out as the menu's label",
    "tag": "identifies a Swift picker option by a Swift value; recorded only, no frame changes",
    "blendMode": "recorded for renderers, which draw no blend modes yet; no frame changes",
    "navigationTitle": "recorded, read by a navigation container for its bar's height; scenes have none yet",
    "navigationBarTitle": "recorded, read by a navigation container for its bar's height; scenes have none yet",
    "navigationBarTitleDisplayMode":
      "recorded, read by a navigation container for its bar's height; scenes have none yet",
    "mask": "recorded only: renderers draw no masks yet; no frame changes",
    "strokeBorder":
      "no scene modifier yet: it strokes the shape inset by half the line width (a scene's `stroke` strokes the outline itself)",
    "fontWeight": "no scene modifier yet: give the texts' `font` modifier a font with the weight",
  ]

  /// Registered names that are not a Swift name, and why.
  static let sceneOnlyNodeTypes: [String: String] = ["Rect": "the scene format's earlier name for Rectangle"]

  /// The sources, read once for every test here.
  static let reading = Result { try PublicViewSurface(root: PackagePaths.root) }

  static func surface() throws -> PublicViewSurface { try reading.get() }

  /// The reading of the sources finds what it must, so an empty or partial reading cannot pass the checks below.
  @Test func readingTheSourcesFindsKnownViewsAndModifiers() throws {
    let surface = try Self.surface()
    for view in ["Divider", "HStack", "Rectangle", "HFlow", "ConstraintLayout", "WidgetDemoFrame", "HStackLayout"] {
      #expect(surface.views[view] != nil, "\(view) was not found in the sources")
    }
    for modifier in ["offset", "frame", "fill", "relativePadding", "contentHuggingPriority", "font"] {
      #expect(surface.modifiers[modifier] != nil, "\(modifier) was not found in the sources")
    }
    #expect(surface.views["View"] == nil && surface.modifiers["layout"] == nil)
    #expect(
      surface.views.count >= 60 && surface.modifiers.count >= 45, "\(surface.views.count), \(surface.modifiers.count)")
  }

  @Test func everyPublicViewHasASceneNodeType() throws {
    let missing = try Self.surface().views.filter {
      Self.schema.nodeTypes[$0.key] == nil && Self.viewsWithoutSceneType[$0.key] == nil
    }
    #expect(
      missing.isEmpty,
      """
      public views without a scene node type: register one (Sources/Trellis/Scene/SceneSchema+*.swift) or say why \
      not in SceneRegistrationTests.viewsWithoutSceneType:
      \(missing.sorted { $0.key < $1.key }.map { "  \($0.key) (\($0.value))" }.joined(separator: "\n"))
      """)
  }

  @Test func everyPublicModifierHasASceneModifier() throws {
    let missing = try Self.surface().modifiers.filter {
      Self.schema.modifierTypes[$0.key] == nil && Self.modifiersWithoutSceneType[$0.key] == nil
    }
    #expect(
      missing.isEmpty,
      """
      public modifiers without a scene modifier: register one (Sources/Trellis/Scene/SceneSchema+*.swift) or say why \
      not in SceneRegistrationTests.modifiersWithoutSceneType:
      \(missing.sorted { $0.key < $1.key }.map { "  \($0.key) (\($0.value))" }.joined(separator: "\n"))
      """)
  }

  /// Scene names are the Swift API's names: a registered name that is no public view or modifier is a typo or a
  /// leftover, unless it is listed in ``sceneOnlyNodeTypes``.
  @Test func everySceneNameIsASwiftName() throws {
    let surface = try Self.surface()
    let nodes = Self.schema.nodeTypes.keys.filter { surface.views[$0] == nil && Self.sceneOnlyNodeTypes[$0] == nil }
    let modifiers = Self.schema.modifierTypes.keys.filter { surface.modifiers[$0] == nil }
    #expect(nodes.isEmpty, "scene node types that are no public view: \(nodes.sorted())")
    #expect(modifiers.isEmpty, "scene modifiers that are no public view modifier: \(modifiers.sorted())")
  }

  /// Every entry of the lists above names something that exists and is still without a scene entry.
  @Test func theExceptionsAreCurrent() throws {
    let surface = try Self.surface()
    let views = Self.viewsWithoutSceneType.keys.filter {
      surface.views[$0] == nil || Self.schema.nodeTypes[$0] != nil
    }
    let modifiers = Self.modifiersWithoutSceneType.keys.filter {
      surface.modifiers[$0] == nil || Self.schema.modifierTypes[$0] != nil
    }
    let sceneOnly = Self.sceneOnlyNodeTypes.keys.filter { Self.schema.nodeTypes[$0] == nil }
    #expect(views.isEmpty, "viewsWithoutSceneType names no view, or one that is registered: \(views.sorted())")
    #expect(modifiers.isEmpty, "modifiersWithoutSceneType: no such modifier, or registered: \(modifiers.sorted())")
    #expect(sceneOnly.isEmpty, "sceneOnlyNodeTypes names unregistered types: \(sceneOnly.sorted())")
  }

  /// The scene generator reaches every registered node type and modifier with parameters its builder accepts: each
  /// one is in a generated scene that builds.
  @Test func everySceneTypeIsFuzzed() {
    var rng = SplitMix64(seed: 30)
    var nodes = Set(Self.schema.nodeTypes.keys)
    var modifiers = Set(Self.schema.modifierTypes.keys)
    // About 1,800 scenes reach every type today; the bound leaves room for types with demanding parameters.
    for _ in 0..<10_000 where !nodes.isEmpty || !modifiers.isEmpty {
      let text = SceneGenerator.standard.scene(depth: 2, using: &rng)
      guard let scene = try? Scene.read(text), (try? scene.makeTree()) != nil,
        let json = try? JSONValue.parse(text), case .object(let fields) = json,
        let root = fields.first(where: { $0.key == "root" })?.value
      else { continue }
      Self.visit(root) { node in
        nodes.remove(node)
      } modifier: { modifier in
        modifiers.remove(modifier)
      }
    }
    #expect(nodes.isEmpty, "node types never in a generated scene that builds: \(nodes.sorted())")
    #expect(modifiers.isEmpty, "modifiers never in a generated scene that builds: \(modifiers.sorted())")
  }

  /// Every parameter of kind `.any` has sample values for the generator, and every sample names a parameter.
  @Test func everyFreeFormParameterHasSamples() {
    #expect(
      SceneGenerator.parametersWithoutSamples().isEmpty,
      "add samples to SceneGenerator.sampleTable for: \(SceneGenerator.parametersWithoutSamples())")
    #expect(
      SceneGenerator.unusedSamples().isEmpty,
      "SceneGenerator.sampleTable names no parameter: \(SceneGenerator.unusedSamples())")
  }

  /// Calls `node` and `modifier` with the type of every node and modifier of a scene node object, nodes in modifier
  /// parameters (`overlay`'s `content`) included.
  static func visit(_ json: JSONValue, node: (String) -> Void, modifier: (String) -> Void) {
    guard case .object(let fields) = json else { return }
    for (key, value) in fields {
      switch (key, value) {
      case ("type", .string(let type)): node(type)
      case ("children", .array(let children)):
        for child in children { visit(child, node: node, modifier: modifier) }
      case ("modifiers", .array(let modifiers)):
        for case .object(let pairs) in modifiers {
          guard case .string(let type)? = pairs.first(where: { $0.key == "type" })?.value else { continue }
          modifier(type)
          let nodeParameters = schema.modifierTypes[type]?.parameters.filter {
            if case .node = $0.kind { true } else { false }
          }
          for parameter in nodeParameters ?? [] {
            if let content = pairs.first(where: { $0.key == parameter.name })?.value {
              visit(content, node: node, modifier: modifier)
            }
          }
        }
      default: break
      }
    }
  }
}
