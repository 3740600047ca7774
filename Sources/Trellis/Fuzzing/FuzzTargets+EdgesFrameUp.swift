/// The `edges` target's calls of TrellisFrameUp.
extension EdgeCall {
  static func flows(_ d: inout EdgeDrawer) {
    let children = children(&d)
    let node: Node
    switch d.byte() % 7 {
    case 0:
      let k =
        "HFlow.init(alignment:maxWidth:maxItemWidth:horizontalSpacing:verticalSpacing:layoutDirection:maxRows:lineBreaks:lastRowAlignment:strategy:) "
      node = HFlow(
        maxWidth: d.length(k + "maxWidth"), maxItemWidth: d.optionalLength(k + "maxItemWidth"),
        horizontalSpacing: d.optionalLength(k + "horizontalSpacing"),
        verticalSpacing: d.optionalLength(k + "verticalSpacing"), maxRows: d.optionalInt(k + "maxRows"),
        lineBreaks: d.ints(k + "lineBreaks")
      ) { children }
    case 1:
      let k =
        "VFlow.init(alignment:maxHeight:maxItemHeight:horizontalSpacing:verticalSpacing:maxColumns:lineBreaks:lastColumnAlignment:strategy:) "
      node = VFlow(
        maxHeight: d.length(k + "maxHeight"), maxItemHeight: d.optionalLength(k + "maxItemHeight"),
        horizontalSpacing: d.optionalLength(k + "horizontalSpacing"),
        verticalSpacing: d.optionalLength(k + "verticalSpacing"), maxColumns: d.optionalInt(k + "maxColumns"),
        lineBreaks: d.ints(k + "lineBreaks")
      ) { children }
    case 2:
      let k = "HFlowLayout.init(alignment:maxItemWidth:horizontalSpacing:verticalSpacing:strategy:) "
      node = HFlowLayout(
        maxItemWidth: d.optionalLength(k + "maxItemWidth"),
        horizontalSpacing: d.optionalLength(k + "horizontalSpacing"),
        verticalSpacing: d.optionalLength(k + "verticalSpacing")
      ) { children }
    case 3: node = HFlowLayout(spacing: d.length("HFlowLayout.init(alignment:spacing:) spacing")) { children }
    case 4:
      let k = "VFlowLayout.init(alignment:maxItemHeight:horizontalSpacing:verticalSpacing:strategy:) "
      node = VFlowLayout(
        maxItemHeight: d.optionalLength(k + "maxItemHeight"),
        horizontalSpacing: d.optionalLength(k + "horizontalSpacing"),
        verticalSpacing: d.optionalLength(k + "verticalSpacing")
      ) { children }
    case 5:
      let k = "TagView.init(elements:horizontalSpacing:verticalSpacing:content:) "
      let l = "TagView.init(maxWidth:elements:horizontalSpacing:verticalSpacing:content:) "
      node =
        d.byte() % 2 == 0
        ? TagView(
          elements: ["a", "bb", "ccc"], horizontalSpacing: d.optionalLength(k + "horizontalSpacing"),
          verticalSpacing: d.optionalLength(k + "verticalSpacing")
        ) { Text($0) }.node
        : TagView(
          maxWidth: d.length(l + "maxWidth"), elements: ["a", "bb", "ccc"],
          horizontalSpacing: d.optionalLength(l + "horizontalSpacing"),
          verticalSpacing: d.optionalLength(l + "verticalSpacing")
        ) { Text($0) }.node
    default:
      let k = "TagViewForScrollView.init(maxWidth:elements:horizontalSpacing:verticalSpacing:content:) "
      node =
        TagViewForScrollView(
          maxWidth: d.length(k + "maxWidth"), elements: [1, 22, 333],
          horizontalSpacing: d.optionalLength(k + "horizontalSpacing"),
          verticalSpacing: d.optionalLength(k + "verticalSpacing")
        ) { Box(width: CGFloat($0 % 50), height: 10) }.node
    }
    lay(node, &d)
  }

  static func masonries(_ d: inout EdgeDrawer) {
    let children = children(&d)
    let node: Node
    switch d.byte() % 4 {
    case 0:
      let k = "VMasonry.init(alignment:columns:maxWidth:horizontalSpacing:verticalSpacing:placement:strategy:) "
      node = VMasonry(
        columns: d.int(k + "columns"), maxWidth: d.length(k + "maxWidth"),
        horizontalSpacing: d.optionalLength(k + "horizontalSpacing"),
        verticalSpacing: d.optionalLength(k + "verticalSpacing"), placement: placementRule(&d)
      ) { children }
    case 1:
      let k = "HMasonry.init(alignment:rows:maxHeight:horizontalSpacing:verticalSpacing:placement:strategy:) "
      node = HMasonry(
        rows: d.int(k + "rows"), maxHeight: d.length(k + "maxHeight"),
        horizontalSpacing: d.optionalLength(k + "horizontalSpacing"),
        verticalSpacing: d.optionalLength(k + "verticalSpacing"), placement: placementRule(&d)
      ) { children }
    case 2:
      let k = "VMasonryLayout.init(alignment:columns:horizontalSpacing:verticalSpacing:placement:strategy:) "
      node = VMasonryLayout(
        columns: d.int(k + "columns"), horizontalSpacing: d.optionalLength(k + "horizontalSpacing"),
        verticalSpacing: d.optionalLength(k + "verticalSpacing"), placement: placementRule(&d)
      ) { children }
    default:
      let k = "HMasonryLayout.init(alignment:rows:horizontalSpacing:verticalSpacing:placement:strategy:) "
      node = HMasonryLayout(
        rows: d.int(k + "rows"), horizontalSpacing: d.optionalLength(k + "horizontalSpacing"),
        verticalSpacing: d.optionalLength(k + "verticalSpacing"), placement: placementRule(&d)
      ) { children }
    }
    lay(node, &d)
  }

  static func frameUpLayout(_ d: inout EdgeDrawer) -> any FULayout {
    switch d.byte() % 3 {
    case 0:
      let k = "HStackFULayout.init(alignment:spacing:maxHeight:maxItemWidth:) "
      return HStackFULayout(
        spacing: d.optionalLength(k + "spacing"), maxHeight: d.length(k + "maxHeight"),
        maxItemWidth: d.optionalLength(k + "maxItemWidth"))
    case 1:
      let k = "VStackFULayout.init(alignment:spacing:maxWidth:maxItemHeight:) "
      return VStackFULayout(
        spacing: d.optionalLength(k + "spacing"), maxWidth: d.length(k + "maxWidth"),
        maxItemHeight: d.optionalLength(k + "maxItemHeight"))
    default:
      let k = "ZStackFULayout.init(alignment:maxWidth:maxHeight:) "
      return ZStackFULayout(maxWidth: d.length(k + "maxWidth"), maxHeight: d.length(k + "maxHeight"))
    }
  }

  static func frameUpStacks(_ d: inout EdgeDrawer) {
    let layout = frameUpLayout(&d)
    let children = children(&d)
    lay(layout { children }, &d)
  }

  static func fits(_ d: inout EdgeDrawer) {
    let layouts = (0..<(1 + d.byte() % 3)).map { _ in frameUpLayout(&d) }
    let children = children(&d)
    let node: Node
    switch d.byte() % 6 {
    case 0:
      node = FULayoutThatFits(
        maxWidth: d.length("FULayoutThatFits.init(maxWidth:layouts:mode:) maxWidth"), layouts: layouts
      ) {
        children
      }
    case 1:
      node = FULayoutThatFits(
        maxHeight: d.length("FULayoutThatFits.init(maxHeight:layouts:mode:) maxHeight"), layouts: layouts
      ) { children }
    case 2:
      let k = "FULayoutThatFits.init(maxWidth:maxHeight:layouts:mode:) "
      node = FULayoutThatFits(
        maxWidth: d.length(k + "maxWidth"), maxHeight: d.length(k + "maxHeight"), layouts: layouts
      ) {
        children
      }
    case 3: node = FUViewThatFits(maxWidth: d.length("FUViewThatFits.init(maxWidth:mode:) maxWidth")) { children }
    case 4: node = FUViewThatFits(maxHeight: d.length("FUViewThatFits.init(maxHeight:mode:) maxHeight")) { children }
    default:
      let k = "FUViewThatFits.init(maxWidth:maxHeight:mode:) "
      node = FUViewThatFits(maxWidth: d.length(k + "maxWidth"), maxHeight: d.length(k + "maxHeight")) { children }
    }
    lay(node, &d)
  }

  static func scaling(_ d: inout EdgeDrawer) {
    var node = Box(width: 30, height: 20).node
    switch d.byte() % 8 {
    case 0: node = node.relativePadding(d.length("View.relativePadding(_:) factor"))
    case 1: node = node.relativePadding(.horizontal, d.length("View.relativePadding(_:_:) factor"))
    case 2:
      let k = "View.scaledToFrame(width:height:contentMode:scaleMode:) "
      node = node.scaledToFrame(width: d.optionalLength(k + "width"), height: d.optionalLength(k + "height"))
    case 3:
      let k = "View.scaledToFit(width:height:scaleMode:) "
      node = node.scaledToFit(width: d.length(k + "width"), height: d.length(k + "height"))
    case 4: node = node.scaledToFit(width: d.length("View.scaledToFit(width:scaleMode:) width"))
    case 5: node = node.scaledToFit(height: d.length("View.scaledToFit(height:scaleMode:) height"))
    case 6:
      let k = "View.scaledToFill(width:height:scaleMode:) "
      node = node.scaledToFill(width: d.length(k + "width"), height: d.length(k + "height"))
    default:
      let image = Image("photo", width: 40, height: 30)
      switch d.byte() % 5 {
      case 0:
        let k = "OverlappingImage.init(_:aspectRatio:top:bottom:) "
        node =
          OverlappingImage(
            image, aspectRatio: d.length(k + "aspectRatio"), top: d.length(k + "top"), bottom: d.length(k + "bottom")
          ).node
      case 1:
        let k = "OverlappingImage.init(_:aspectRatio:left:right:) "
        node =
          OverlappingImage(
            Box(width: 10, height: 10), aspectRatio: d.length(k + "aspectRatio"), left: d.length(k + "left"),
            right: d.length(k + "right")
          ).node
      case 2:
        let k = "OverlappingImage.init(aspectRatio:top:bottom:) "
        node =
          OverlappingImage(
            aspectRatio: d.length(k + "aspectRatio"), top: d.length(k + "top"), bottom: d.length(k + "bottom")
          ).node
      case 3:
        let k = "OverlappingImage.init(aspectRatio:left:right:) "
        node =
          OverlappingImage(
            aspectRatio: d.length(k + "aspectRatio"), left: d.length(k + "left"), right: d.length(k + "right")
          ).node
      default:
        let k = "OverlappingImage.init(aspectRatio:leading:trailing:) "
        let overlapping = OverlappingImage(
          aspectRatio: d.length(k + "aspectRatio"), leading: d.length(k + "leading"),
          trailing: d.length(k + "trailing"))
        _ = overlapping.frameSize(forWidth: d.length("OverlappingImage.frameSize(forWidth:) width"))
        _ = overlapping.frameSize(forHeight: d.length("OverlappingImage.frameSize(forHeight:) height"))
        node = overlapping.node
      }
    }
    lay(
      HStack {
        node
        Text("scaled")
      }.node, &d)
  }

  /// A drawn item count as tried: one the node limit refuses as drawn (nothing is built for it), one it accepts
  /// capped at 4,096, since a million items (2²⁰ is drawn) take seconds per input (`LimitsTests` lays those out).
  static func itemCount(_ count: Int) -> Int { count > TrellisLimits.maxNodes ? count : min(count, 4_096) }

  static func tabMenu(_ d: inout EdgeDrawer) {
    let node: Node
    switch d.byte() % 3 {
    case 0:
      let k = "TabMenu.init(itemCount:hasNames:nameHeight:) "
      node =
        TabMenu(itemCount: itemCount(d.int(k + "itemCount")), hasNames: true, nameHeight: d.length(k + "nameHeight"))
        .node
    case 1:
      let children = children(&d)
      node =
        TabMenu(hasNames: true, nameHeight: d.length("TabMenu.init(hasNames:nameHeight:content:) nameHeight")) {
          children
        }.node
    default:
      let children = children(&d)
      node = TabMenuLayout(hasNames: true, nameHeight: d.length("TabMenuLayout.init(hasNames:nameHeight:) nameHeight"))
      {
        children
      }
    }
    lay(node, &d)
    let geometry = TabMenuGeometry(
      itemCount: itemCount(d.int("TabMenuGeometry.init(itemCount:hasNames:) itemCount")), hasNames: true)
    _ = geometry.slotWidth(width: d.length("TabMenuGeometry.slotWidth(width:) width"))
    _ = geometry.contentHeight(nameHeight: d.length("TabMenuGeometry.contentHeight(nameHeight:) nameHeight"))
    let frames = geometry.itemFrames(
      width: d.length("TabMenuGeometry.itemFrames(width:nameHeight:) width"),
      nameHeight: d.length("TabMenuGeometry.itemFrames(width:nameHeight:) nameHeight"))
    precondition(frames.count <= TrellisLimits.maxNodes, "\(frames.count) item frames")
    var state = TabMenuState(
      selection: 0, doubleTapInterval: d.length("TabMenuState.init(selection:doubleTapInterval:) doubleTapInterval"))
    for tab in [0, 1, 1] { _ = state.select(tab: tab, at: d.length("TabMenuState.select(tab:at:) time")) }
  }

  /// FrameUp's value types and their arithmetic: made with extreme values, they must not trap.
  static func frameUpValues(_ d: inout EdgeDrawer) {
    switch d.byte() % 6 {
    case 0:
      _ = AspectFormat.forRatio(d.length("AspectFormat.forRatio(_:) aspectRatio"))
      _ = Size(
        width: d.length("Proportionable.init(width:aspectRatio:) width"),
        aspectRatio: d.length("Proportionable.init(width:aspectRatio:) aspectRatio"))
      _ = Size(
        height: d.length("Proportionable.init(height:aspectRatio:) height"),
        aspectRatio: d.length("Proportionable.init(height:aspectRatio:) aspectRatio"))
      let square = Size.square(d.length("Proportionable.square(_:) side"))
      _ = square.scaledToFit(
        Size(
          width: d.length("Proportionable.init(width:height:) width"),
          height: d.length("Proportionable.init(width:height:) height")))
    case 1:
      let padding = RelativePadding(edges: .all, factor: d.length("RelativePadding.init(edges:factor:) factor"))
      _ = padding.contentProposal(for: ProposedViewSize(width: 100, height: nil))
      _ = padding.size(forContent: Size(width: 10, height: 10))
      _ = ScaleMode.both.clamp(d.length("ScaleMode.clamp(_:) scale"))
      _ = ScaleFactors(x: d.length("ScaleFactors.init(x:y:) x"), y: d.length("ScaleFactors.init(x:y:) y"))
    case 2:
      let k = "ScaledView.init(width:height:contentMode:scaleMode:) "
      let views = [
        ScaledView(width: d.optionalLength(k + "width"), height: d.optionalLength(k + "height")),
        ScaledView.scaledToFit(
          width: d.optionalLength("ScaledView.scaledToFit(width:height:scaleMode:) width"),
          height: d.optionalLength("ScaledView.scaledToFit(width:height:scaleMode:) height")),
        ScaledView.scaledToFill(
          width: d.optionalLength("ScaledView.scaledToFill(width:height:scaleMode:) width"),
          height: d.optionalLength("ScaledView.scaledToFill(width:height:scaleMode:) height")),
      ]
      for view in views { _ = view.size(forContent: Size(width: 30, height: 20)) }
    case 3:
      let angles = [
        Angle(degrees: d.double("Angle.init(degrees:) degrees")),
        Angle(radians: d.double("Angle.init(radians:) radians")),
        .degrees(d.double("Angle.degrees(_:) degrees")), .radians(d.double("Angle.radians(_:) radians")),
      ]
      for angle in angles { _ = (angle.normalizedDegrees, TwoSidedView.visibleSide(for: angle)) }
      let axis = RotationAxis3D(
        x: d.length("RotationAxis3D.init(x:y:z:) x"), y: d.length("RotationAxis3D.init(x:y:z:) y"),
        z: d.length("RotationAxis3D.init(x:y:z:) z"))
      _ = TwoSidedView.backRotationAxis(for: axis)
      let t = "View.rotation3DEffect(_:axis:anchor:anchorZ:perspective:backsideFlip:back:) "
      let flip = BacksideFlip.allCases[Int(d.byte()) % BacksideFlip.allCases.count]
      let card = Color.blue.frame(width: 40, height: 20).rotation3DEffect(
        angles[0], axis: (x: d.length(t + "axis"), y: d.length(t + "axis"), z: d.length(t + "axis")),
        anchorZ: d.length(t + "anchorZ"), perspective: d.length(t + "perspective"), backsideFlip: flip
      ) { Color.red }
      _ = try? card.layout(proposal: .unspecified, configuration: .monospaced)
    case 4:
      let k = "FlippingView.init(axis:flips:flipDistance:) "
      var view = FlippingView(flips: d.int(k + "flips"), flipDistance: d.length(k + "flipDistance"))
      _ = view.angle(dragTranslation: d.length("FlippingView.angle(dragTranslation:) translation"))
      view.endDrag(predictedTranslation: d.length("FlippingView.endDrag(predictedTranslation:) predicted"))
      view.tap(
        at: d.length("FlippingView.tap(at:length:) location"), length: d.length("FlippingView.tap(at:length:) length"))
    default:
      let screen = Size(width: 390, height: 844)
      let frame = WidgetDemoFrame(
        .small, device: .iPhone, screenSize: screen,
        cornerRadius: d.length("WidgetDemoFrame.init(_:device:screenSize:cornerRadius:) cornerRadius"))
      lay(frame { Text("widget") }, &d)
      let k = "WidgetRelativeShape.cornerRadius(containerRadius:device:screenSize:osVersion:) "
      _ = WidgetRelativeShape(.medium).cornerRadius(
        containerRadius: d.length(k + "containerRadius"), device: .iPad, screenSize: screen,
        osVersion: d.int(k + "osVersion"))
      _ = WidgetSize.small.sizeForWatch(watchSize: d.length("WidgetSize.sizeForWatch(watchSize:) watchSize"))
      _ = WidgetSize.sizesForWatch(watchSize: d.length("WidgetSize.sizesForWatch(watchSize:) watchSize"))
      _ = WidgetSize.large.sizeForWatch(caseSize: d.length("WidgetSize.sizeForWatch(caseSize:) caseSize"))
      _ = WidgetSize.supportedSizes(
        device: .iPhone, osVersion: d.int("WidgetSize.supportedSizes(device:osVersion:) osVersion"))
    }
  }

  static func readers(_ d: inout EdgeDrawer) {
    let passes = d.int("HuggingGeometryReader.init(maxPasses:onChange:content:) maxPasses")
    let node = HuggingGeometryReader(maxPasses: passes) { size in
      Box(width: min(size.width, 100), height: 10)
    }.node
    lay(VStack { node }.node, &d)
  }
}
