/// SwiftUI's drag and drop modifiers: each is accepted with SwiftUI's signature and recorded in the node's
/// ``DrawingStyle/handlers`` (`"onDrag"`, `"onDrop(of: public.item, delegate: MyDelegate)"`,
/// `"draggable(String)"`); its closures and delegate are kept out and never called, since nothing is dragged or
/// dropped headless, as gestures are. No frame changes, and no node is added: a drop target lays out as its content.
///
/// - Complexity: O(t) for t content types, plus copying the node's handlers.
extension View {
  /// Records that the view can be dragged, carrying what `data` provides (never called).
  public func onDrag(_ data: @escaping () -> NSItemProvider) -> Node { recording("onDrag") }

  /// Records that the view can be dragged with `preview` under the finger (never built or called).
  public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> Node {
    recording("onDrag")
  }

  /// Records that the view accepts drops of `supportedContentTypes` (`"onDrop(of: public.text)"`); `isTargeted` is
  /// never written and `action` never called.
  public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool
  ) -> Node {
    recording("onDrop(of: \(Self.typeList(supportedContentTypes.map(\.identifier))))")
  }

  /// Records that the view accepts drops of `supportedContentTypes`, whose action also takes the drop's location (as
  /// the form above).
  public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
    perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
  ) -> Node {
    recording("onDrop(of: \(Self.typeList(supportedContentTypes.map(\.identifier))))")
  }

  /// Records that the view accepts drops of `supportedContentTypes`, which `delegate` handles
  /// (`"onDrop(of: public.item, delegate: MyDelegate)"`; the delegate is never called).
  public func onDrop(of supportedContentTypes: [UTType], delegate: some DropDelegate) -> Node {
    recording(
      "onDrop(of: \(Self.typeList(supportedContentTypes.map(\.identifier))), delegate: \(type(of: delegate)))")
  }

  /// Records that the view accepts drops of the type identifiers `supportedTypes` (SwiftUI's deprecated form).
  public func onDrop(
    of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool
  ) -> Node {
    recording("onDrop(of: \(Self.typeList(supportedTypes)))")
  }

  /// Records that the view accepts drops of the type identifiers `supportedTypes`, with the drop's location
  /// (SwiftUI's deprecated form).
  public func onDrop(
    of supportedTypes: [String], isTargeted: Binding<Bool>?,
    perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
  ) -> Node {
    recording("onDrop(of: \(Self.typeList(supportedTypes)))")
  }

  /// Records that the view accepts drops of the type identifiers `supportedTypes`, which `delegate` handles
  /// (SwiftUI's deprecated form).
  public func onDrop(of supportedTypes: [String], delegate: some DropDelegate) -> Node {
    recording("onDrop(of: \(Self.typeList(supportedTypes)), delegate: \(type(of: delegate)))")
  }

  /// Records that the view can be dragged, carrying `payload` (`"draggable(String)"`; never evaluated).
  public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> Node {
    recording("draggable(\(T.self))")
  }

  /// Records that the view can be dragged, carrying `payload`, with `preview` under the finger (neither is built).
  public func draggable<V: View, T: Transferable>(
    _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
  ) -> Node {
    recording("draggable(\(T.self))")
  }

  /// Records that the view accepts drops of `payloadType` (`"dropDestination(String)"`); `action` and `isTargeted`
  /// are never called.
  public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
    isTargeted: @escaping (Bool) -> Void = { _ in }
  ) -> Node {
    recording("dropDestination(\(T.self))")
  }

  /// The type identifiers as recorded: joined by commas.
  private static func typeList(_ identifiers: [String]) -> String { identifiers.joined(separator: ", ") }
}
