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
    "Canvas": "draws with a Swift closure; as a frame it is a Rectangle (both take their proposal)",
    // The tree itself and the builders' structure: a scene lists its nodes and children.
    "Node": "the tree node every view builds; a scene's nodes are its objects",
    "EmptyView": "no node at all: leave it out of the scene",
    "Group": "its views are its parent's children: list them there",
    "ForEach": "builds its views from Swift data: list them as children",
    "AnyView": "type erasure for Swift's type checker: name the wrapped view",
    "AnyLayout": "type erasure for switching layouts in Swift: name the layout (or use LayoutThatFits)",
    "AnyFULayout": "type erasure for switching layouts in Swift: name the FrameUp layout (or use FULayoutThatFits)",
    "Button": "lays out as its label and has an action to call: write the label (a Text) in a scene",
    // Controls that lay out as their labels (Layout.md, "Controls").
    "Link": "lays out as its label and has a URL to open: write the label (a Text) in a scene",
    "Menu": "lays out as its label; its items are Swift views never laid out: write the label in a scene",
    "AsyncImage": "fetches nothing and shows its placeholder: write the placeholder (a Color fills the proposal)",
    // Drawing (Layout.md, "Drawing and transforms"): outlines computed by Swift code or made by Swift generics.
    "TrimmedShape": "what Shape.trim(from:to:) makes in Swift: the scene's `trim` modifier on a shape",
    "InsettedShape": "what InsettableShape.inset(by:) makes in Swift: the scene's `inset` modifier on a shape",
    "AnyGradient": "what Color.gradient makes in Swift; a scene writes a LinearGradient",
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
    // Navigation, lists and safe areas (issue 31, item 4).
    "DeviceScreen": "a scene's `device` field: the whole tree is built in the device's environment",
    // Pasted view files (issue 31's unseen corpus).
    "NavigationLink": "lays out as its label (write the label); the destination is a Swift view never built",
    "ToolbarItem": "toolbars are recorded, never laid out",
    "ToolbarItemGroup": "toolbars are recorded, never laid out",
    "EditButton": "a Button titled Edit, mostly in toolbars, which are not laid out",
    // Pasted pieces (issue 31): shapes and views made by Swift code.
    "OffsetShape": "what Shape.offset(x:y:) makes in Swift: it lays out as its base shape (write that shape)",
    "ScrollViewReader": "lays out as its content and passes a Swift proxy to a closure: write the content",
    "TimelineView": "builds its content once from a Swift closure at the reference date: write the content",
    // iOS 26's Liquid Glass (issue 31's paste corpus).
    "GlassEffectContainer": "lays out as its content, its spacing recorded; nothing blends headless: write the content",
  ]

  /// Public view modifiers with no scene modifier, on purpose, and why.
  static let modifiersWithoutSceneType: [String: String] = [
    "id": "a scene node's `id` field",
    // Navigation, lists and safe areas: recorded modifiers that take Swift bindings or closures, or that nothing lays
    // out.
    "listRowBackground": "recorded, never laid out",
    "listRowSeparator": "recorded, never laid out",
    "listSectionSeparator": "recorded, never laid out",
    "scrollContentBackground": "recorded, never laid out",
    "toolbar": "records Swift view builders that are never laid out",
    "toolbarBackground": "recorded, never laid out",
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
    "coordinateSpace": "names a space that only a GeometryReader closure (Swift) reads; a scene has no closures",
    "layoutValue": "keyed by a Swift type that only a custom Layout reads; a scene has no custom layouts",
    "animation": "records an animation for transitions between two results; a scene is one layout",
    "onSizeChange": "calls a Swift closure with the size",
    "readGeometry": "calls a Swift closure with the size",
    "onAppear": "records a Swift closure that never runs; nothing to lay out",
    "onDisappear": "records a Swift closure that never runs; nothing to lay out",
    "task": "records a Swift closure that never runs; nothing to lay out",
    "onTapGesture": "records a Swift closure that never runs; nothing to lay out",
    "onLongPressGesture": "records a Swift closure that never runs; nothing to lay out",
    "onHover": "records a Swift closure that never runs; nothing to lay out",
    "onContinuousHover": "records a Swift closure that never runs; nothing to lay out",
    "gesture": "records a Swift gesture value that is never recognised; nothing to lay out",
    "simultaneousGesture": "records a Swift gesture value that is never recognised; nothing to lay out",
    "highPriorityGesture": "records a Swift gesture value that is never recognised; nothing to lay out",
    "onChange": "records a Swift closure that never runs; nothing to lay out",
    "preference": "keyed by a Swift PreferenceKey type, read only by a preference overlay's Swift closure",
    "transformPreference": "keyed by a Swift PreferenceKey type, changed by a Swift closure",
    "onPreferenceChange": "records a Swift closure that never runs; nothing to lay out",
    "anchorPreference": "keyed by a Swift PreferenceKey type, its value made by a Swift closure; a scene has neither",
    "transformAnchorPreference": "keyed by a Swift PreferenceKey type, changed by a Swift closure; a scene has neither",
    "overlayPreferenceValue": "views a Swift closure builds from a PreferenceKey's value; write an overlay",
    "backgroundPreferenceValue": "views a Swift closure builds from a PreferenceKey's value; write a background",
    "environmentObject": "puts a Swift object in the environment of bodies; a scene has no bodies",
    "disabled": "records a control's state; no frame changes and no renderer reads it",
    "previewLayout": "a setting of Xcode's preview canvas; a scene is laid out as written",
    "previewDisplayName": "a setting of Xcode's preview canvas; a scene is laid out as written",
    "previewDevice": "a setting of Xcode's preview canvas; a scene is laid out as written",
    "previewInterfaceOrientation": "a setting of Xcode's preview canvas; a scene is laid out as written",
    "preferredColorScheme": "a setting of the presentation's appearance; no frame changes",
    // Control styles (Layout.md, "Styles set on containers"): a scene's control takes the style as a field, or the
    // style is recorded only.
    "buttonStyle": "its styles are Swift types with makeBody; buttons have no scene type (write the body)",
    "pickerStyle": "on a container it restyles the Pickers below; a scene's Picker takes its own `pickerStyle` field",
    "toggleStyle": "its styles change no frame but custom Swift ones (makeBody); a scene's Toggle is the default style",
    "progressViewStyle": "restyles the ProgressViews below; a scene's ProgressView takes a `progressViewStyle` field",
    "controlSize": "resizes the spinners below; a scene's ProgressView takes a `controlSize` field",
    "textFieldStyle": "recorded only: every style lays out as the plain field",
    "menuStyle": "recorded only: every style lays out as the menu's label",
    "tag": "identifies a Swift picker option by a Swift value; recorded only, no frame changes",
    "blendMode": "recorded for renderers, which draw no blend modes yet; no frame changes",
    "textRenderer": "takes a Swift TextRenderer, whose drawing is code; a scene writes unclippedTextRenderer",
    "modifier": "applies a Swift ViewModifier or GeometryEffect, whose body or effectValue(size:) is code; a scene "
      + "lists the body's modifiers, or the recorded effect (projectionEffect)",
    "mask": "recorded only: renderers draw no masks yet; no frame changes",
    // Pasted view files (issue 31's unseen corpus): modifiers recorded by name for renderers.
    "transition": "records how a view is inserted and removed; a scene is one layout, nothing is inserted",
    "blur": "recorded only: renderers draw no blurs yet; no frame changes",
    "compositingGroup": "recorded only: renderers composite no groups yet; no frame changes",
    "drawingGroup": "recorded only: renderers draw no off-screen groups yet; no frame changes",
    "colorInvert": "recorded only: renderers invert no colours yet; no frame changes",
    "grayscale": "recorded only: renderers apply no colour effects yet; no frame changes",
    "saturation": "recorded only: renderers apply no colour effects yet; no frame changes",
    "contrast": "recorded only: renderers apply no colour effects yet; no frame changes",
    "brightness": "recorded only: renderers apply no colour effects yet; no frame changes",
    "hueRotation": "recorded only: renderers apply no colour effects yet; no frame changes",
    "colorMultiply": "recorded only: renderers apply no colour effects yet; no frame changes",
    "luminanceToAlpha": "recorded only: renderers apply no colour effects yet; no frame changes",
    "contentShape": "records a hit-testing shape; nothing is touched headless",
    "keyboardType": "records a keyboard; no keyboard is shown headless",
    "scrollIndicators": "records the indicators' visibility; none are drawn headless",
    "scrollTargetLayout": "records snapping targets; nothing scrolls headless",
    "scrollTargetBehavior": "records how scrolling settles; nothing scrolls headless",
    "scrollPosition": "takes a Swift binding, recorded, never written",
    "scrollDisabled": "records a scroll view's state; nothing scrolls headless",
    "sensoryFeedback": "records haptic feedback, never played",
    "contentTransition": "records how content changes are drawn; a scene is one layout",
    // Pasted pieces (issue 31): recorded by name, no frame changes.
    "accessibilityElement": "recorded only: there is no accessibility tree headless; no frame changes",
    "accessibilityLabel": "recorded only: there is no accessibility tree headless; no frame changes",
    "accessibilityHint": "recorded only: there is no accessibility tree headless; no frame changes",
    "accessibilityValue": "recorded only: there is no accessibility tree headless; no frame changes",
    "accessibilityHidden": "recorded only: there is no accessibility tree headless; no frame changes",
    "accessibilityIdentifier": "recorded only: there is no accessibility tree headless; no frame changes",
    "accessibilityAddTraits": "recorded only: there is no accessibility tree headless; no frame changes",
    "accessibilityRemoveTraits": "recorded only: there is no accessibility tree headless; no frame changes",
    "accessibilityAction": "records a Swift closure that never runs; no frame changes",
    "accessibilityAdjustableAction": "records a Swift closure that never runs; no frame changes",
    "navigationViewStyle": "recorded only: a navigation view lays out as one stack whatever its style",
    "textScale": "recorded only: Apple publishes no factor for the secondary scale; no frame changes",
    "buttonBorderShape": "recorded only: bordered buttons lay out as their labels; no frame changes",
    "containerRelativeFrame": "recorded only: the nearest container's size is not known when a node is built",
    // iOS 26's Liquid Glass and drag and drop (issue 31's paste corpus).
    "glassEffect": "a shape behind the view, filled with the glass's recorded colour: write a background of the shape",
    "glassEffectID": "keyed by a Swift Namespace; recorded only, nothing morphs headless",
    "glassEffectUnion": "keyed by a Swift Namespace; recorded only, nothing morphs headless",
    "glassEffectTransition": "records how glass appears; a scene is one layout, nothing is inserted",
    "onDrag": "records a Swift closure that never runs; nothing is dragged headless",
    "onDrop": "records Swift closures or a delegate that are never called; nothing is dropped headless",
    "draggable": "records a Swift payload that is never evaluated; nothing is dragged headless",
  ]

  /// Registered names that are not a Swift name, and why.
  static let sceneOnlyNodeTypes: [String: String] = ["Rect": "the scene format's earlier name for Rectangle"]

  /// Registered modifiers whose Swift method returns a shape rather than a `Node` (so the reading of the sources does
  /// not count it as a modifier), and why.
  static let sceneOnlyModifiers: [String: String] = [
    "trim": "Shape.trim(from:to:), which returns a TrimmedShape",
    "inset": "InsettableShape.inset(by:), which returns an InsettedShape",
  ]

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
    let modifiers = Self.schema.modifierTypes.keys.filter {
      surface.modifiers[$0] == nil && Self.sceneOnlyModifiers[$0] == nil
    }
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
    let sceneOnly =
      Self.sceneOnlyNodeTypes.keys.filter { Self.schema.nodeTypes[$0] == nil }
      + Self.sceneOnlyModifiers.keys.filter { Self.schema.modifierTypes[$0] == nil }
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
