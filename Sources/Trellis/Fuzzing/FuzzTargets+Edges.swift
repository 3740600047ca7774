extension FuzzTargets {
  /// The public API of TrellisCore, TrellisFrameUp and TrellisSolver with every numeric argument drawn from the
  /// extremes of issue 33 (``EdgeDrawer``): one byte chooses a call (an initialiser or modifier and the view it
  /// makes, a kernel, a strategy, a constraint layout or program), the next bytes its arguments. A view is laid out
  /// at the proposals 0×0, 375×600, unspecified, infinite and one drawn from the extremes, under an engine whose
  /// limits, memory policy and measurer may be drawn too, and two of its results are interpolated with a drawn
  /// fraction. A typed error is fine; a result must have finite, non-negative frames (``check(_:)``); nothing may
  /// trap or hang. `EdgeFuzzCoverageTests` checks that every numeric parameter of that API is drawn here or listed
  /// there with the reason it is not.
  ///
  /// - Complexity: one call, and up to five layouts of a tree of at most a few dozen nodes (counts that the API
  ///   takes are checked against ``TrellisLimits`` before anything is built for them).
  public static func edges(_ bytes: [UInt8]) {
    var d = EdgeDrawer(bytes: bytes)
    let call = EdgeCall.allCases[d.byte() % EdgeCall.allCases.count]
    call.run(&d)
  }

  /// How many calls the `edges` target chooses among: an input whose first byte is `k` makes call `k`.
  public static var edgeCallCount: Int { EdgeCall.allCases.count }

  /// The numeric parameters the `edges` target has drawn in this process, named
  /// `"<declaration path> <parameter name>"` (`"HStack.init(alignment:spacing:content:) spacing"`).
  public static var edgeParametersDrawn: Set<String> { EdgeDrawer.drawn.withLock { $0 } }
}

/// The calls of the `edges` target, one per area of the API; `EdgeFuzzCoverageTests` runs each.
enum EdgeCall: CaseIterable {
  case stacks, grids, lazyGrids, leaves, frames, placement, styling, text, customMeasurer, customLayout, engine
  case flowKernel, masonryKernel, customStrategies, geometryValues
  case flows, masonries, frameUpStacks, fits, scaling, tabMenu, frameUpValues, readers
  case constraintLayout, constraintFormats, constraintSystem, linearProgram, incrementalProgram, strategies
  case navigation

  func run(_ d: inout EdgeDrawer) {
    switch self {
    case .stacks: Self.stacks(&d)
    case .grids: Self.grids(&d)
    case .lazyGrids: Self.lazyGrids(&d)
    case .leaves: Self.leaves(&d)
    case .frames: Self.frames(&d)
    case .placement: Self.placement(&d)
    case .styling: Self.styling(&d)
    case .text: Self.text(&d)
    case .customMeasurer: Self.customMeasurer(&d)
    case .customLayout: Self.customLayout(&d)
    case .engine: Self.engine(&d)
    case .flowKernel: Self.flowKernel(&d)
    case .masonryKernel: Self.masonryKernel(&d)
    case .customStrategies: Self.customStrategies(&d)
    case .geometryValues:
      Self.geometryValues(&d)
      Self.canvasDrawing(&d)
    case .navigation: Self.navigation(&d)
    case .flows: Self.flows(&d)
    case .masonries: Self.masonries(&d)
    case .frameUpStacks: Self.frameUpStacks(&d)
    case .fits: Self.fits(&d)
    case .scaling: Self.scaling(&d)
    case .tabMenu: Self.tabMenu(&d)
    case .frameUpValues: Self.frameUpValues(&d)
    case .readers: Self.readers(&d)
    case .constraintLayout: Self.constraintLayout(&d)
    case .constraintFormats: Self.constraintFormats(&d)
    case .constraintSystem: Self.constraintSystem(&d)
    case .linearProgram: Self.linearProgram(&d)
    case .incrementalProgram: Self.incrementalProgram(&d)
    case .strategies: Self.strategies(&d)
    }
  }

  // MARK: - Laying out

  /// A few children: boxes of drawn sizes, now and then a text.
  static func children(_ d: inout EdgeDrawer, limit: Int = 6) -> [Node] {
    (0..<(1 + d.byte() % limit)).map { k in
      d.byte() % 5 == 0
        ? Text("item \(k) of the edges").node
        : Box(width: d.length("Box.init(width:height:) width"), height: d.length("Box.init(width:height:) height"))
          .node
    }
  }

  /// Lays `node` out at 0×0, 375×600, unspecified, infinite and a drawn proposal; checks each result, and one
  /// interpolated between two of them at a drawn fraction.
  static func lay(_ node: Node, _ d: inout EdgeDrawer, engine: LayoutEngine = LayoutEngine()) {
    let drawn = ProposedViewSize(
      width: d.optionalLength("ProposedViewSize.init(width:height:) width"),
      height: d.optionalLength("ProposedViewSize.init(width:height:) height"))
    let proposals: [ProposedViewSize] = [
      .zero, ProposedViewSize(width: 375, height: 600), .unspecified, .infinity, drawn,
    ]
    var results: [LayoutResult] = []
    for proposal in proposals {
      guard let result = try? engine.layout(node, proposal: proposal) else { continue }
      FuzzTargets.check(result)
      results.append(result)
    }
    guard let first = results.first, let last = results.last else { return }
    FuzzTargets.check(
      first.interpolated(to: last, fraction: d.length("LayoutResult.interpolated(to:fraction:) fraction")))
  }

  static func checkFinite(_ value: CGFloat, _ what: String) {
    precondition(value.isFinite, "\(what) is not finite: \(value)")
  }

  // MARK: - TrellisCore views and modifiers

  static func stacks(_ d: inout EdgeDrawer) {
    let children = children(&d)
    let node: Node
    // The lazy stacks' spacings are drawn on every call; a byte picks the lazy or the plain stack.
    let lazyH = d.optionalLength("LazyHStack.init(alignment:spacing:pinnedViews:content:) spacing")
    let lazyV = d.optionalLength("LazyVStack.init(alignment:spacing:pinnedViews:content:) spacing")
    switch d.byte() % 4 {
    case 0:
      let spacing = d.optionalLength("HStack.init(alignment:spacing:content:) spacing")
      node =
        d.byte() % 2 == 0 ? HStack(spacing: spacing) { children }.node : LazyHStack(spacing: lazyH) { children }.node
    case 1:
      let spacing = d.optionalLength("VStack.init(alignment:spacing:content:) spacing")
      node =
        d.byte() % 2 == 0 ? VStack(spacing: spacing) { children }.node : LazyVStack(spacing: lazyV) { children }.node
    case 2: node = HStackLayout(spacing: d.optionalLength("HStackLayout.init(alignment:spacing:) spacing")) { children }
    default:
      node = VStackLayout(spacing: d.optionalLength("VStackLayout.init(alignment:spacing:) spacing")) { children }
    }
    lay(node, &d)
  }

  static func grids(_ d: inout EdgeDrawer) {
    let rows = (0..<(1 + d.byte() % 3)).map { _ in
      GridRow { children(&d, limit: 3).map { $0.gridCellColumns(d.int("View.gridCellColumns(_:) count")) } }.node
    }
    let node: Node =
      d.byte() % 2 == 0
      ? Grid(
        horizontalSpacing: d.optionalLength(
          "Grid.init(alignment:horizontalSpacing:verticalSpacing:content:) horizontalSpacing"),
        verticalSpacing: d.optionalLength(
          "Grid.init(alignment:horizontalSpacing:verticalSpacing:content:) verticalSpacing")
      ) { rows }.node
      : GridLayout(
        horizontalSpacing: d.optionalLength(
          "GridLayout.init(alignment:horizontalSpacing:verticalSpacing:) horizontalSpacing"),
        verticalSpacing: d.optionalLength(
          "GridLayout.init(alignment:horizontalSpacing:verticalSpacing:) verticalSpacing")
      ) { rows }
    lay(node, &d)
  }

  static func gridItem(_ d: inout EdgeDrawer) -> GridItem {
    let size: GridItem.Size
    switch d.byte() % 3 {
    case 0: size = .fixed(d.length("GridItem.Size.fixed(_:) #0"))
    case 1:
      size = .flexible(
        minimum: d.length("GridItem.Size.flexible(minimum:maximum:) minimum"),
        maximum: d.length("GridItem.Size.flexible(minimum:maximum:) maximum"))
    default:
      size = .adaptive(
        minimum: d.length("GridItem.Size.adaptive(minimum:maximum:) minimum"),
        maximum: d.length("GridItem.Size.adaptive(minimum:maximum:) maximum"))
    }
    return GridItem(size, spacing: d.optionalLength("GridItem.init(_:spacing:alignment:) spacing"))
  }

  static func lazyGrids(_ d: inout EdgeDrawer) {
    let items = (0..<(1 + d.byte() % 3)).map { _ in gridItem(&d) }
    let children = children(&d)
    let node: Node =
      d.byte() % 2 == 0
      ? LazyVGrid(
        columns: items,
        spacing: d.optionalLength("LazyVGrid.init(columns:alignment:spacing:pinnedViews:content:) spacing")
      ) { children }.node
      : LazyHGrid(
        rows: items, spacing: d.optionalLength("LazyHGrid.init(rows:alignment:spacing:pinnedViews:content:) spacing")
      ) { children }.node
    lay(node, &d)
  }

  static func leaves(_ d: inout EdgeDrawer) {
    var nodes = children(&d, limit: 2)
    nodes.append(
      Image(
        "photo", width: d.length("Image.init(_:width:height:) width"),
        height: d.length("Image.init(_:width:height:) height")
      ).node)
    nodes.append(Spacer(minLength: d.optionalLength("Spacer.init(minLength:) minLength")).node)
    nodes.append(
      RoundedRectangle(cornerRadius: d.length("RoundedRectangle.init(cornerRadius:style:) cornerRadius")).node)
    nodes.append(Rectangle().stroke(.red, lineWidth: d.length("Shape.stroke(_:lineWidth:) lineWidth")))
    lay(d.byte() % 2 == 0 ? HStack { nodes }.node : VStack { nodes }.node, &d)
  }

  static func frames(_ d: inout EdgeDrawer) {
    var node = Box(width: 20, height: 10).node
    for _ in 0..<(1 + d.byte() % 3) {
      switch d.byte() % 4 {
      case 0:
        node = node.frame(
          width: d.optionalLength("View.frame(width:height:alignment:) width"),
          height: d.optionalLength("View.frame(width:height:alignment:) height"))
      case 1:
        let k = "View.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:) "
        node = node.frame(
          minWidth: d.optionalLength(k + "minWidth"), idealWidth: d.optionalLength(k + "idealWidth"),
          maxWidth: d.optionalLength(k + "maxWidth"), minHeight: d.optionalLength(k + "minHeight"),
          idealHeight: d.optionalLength(k + "idealHeight"), maxHeight: d.optionalLength(k + "maxHeight"))
      case 2:
        node = node.aspectRatio(
          d.optionalLength("View.aspectRatio(_:contentMode:) ratio"), contentMode: d.byte() % 2 == 0 ? .fit : .fill)
      default: node = node.layoutPriority(d.double("View.layoutPriority(_:) value"))
      }
    }
    lay(
      HStack {
        node
        Text("beside")
      }.node, &d)
  }

  static func placement(_ d: inout EdgeDrawer) {
    var node = Box(width: 20, height: 10).node
    switch d.byte() % 7 {
    case 0: node = node.offset(x: d.length("View.offset(x:y:) x"), y: d.length("View.offset(x:y:) y"))
    case 1: node = node.position(x: d.length("View.position(x:y:) x"), y: d.length("View.position(x:y:) y"))
    case 2: node = node.padding(d.length("View.padding(_:) length"))
    case 3: node = node.padding(.horizontal, d.optionalLength("View.padding(_:_:) length"))
    case 4: node = node.safeAreaPadding(d.length("View.safeAreaPadding(_:) length"))
    case 5: node = node.safeAreaPadding(.vertical, d.optionalLength("View.safeAreaPadding(_:_:) length"))
    default:
      let k = "EdgeInsets.init(top:leading:bottom:trailing:) "
      node = node.padding(
        EdgeInsets(
          top: d.length(k + "top"), leading: d.length(k + "leading"), bottom: d.length(k + "bottom"),
          trailing: d.length(k + "trailing")))
    }
    lay(
      VStack {
        node
        Box(width: 5, height: 5)
      }.node, &d)
  }

  /// A device of a drawn scale around a list with a safe-area inset of drawn spacing, ignoring the safe area.
  static func navigation(_ d: inout EdgeDrawer) {
    let k =
      "Device.init(name:idiom:portraitSize:scale:portraitInsets:landscapeInsets:isRegularInLandscape:orientation:) "
    let base = Device.all[Int(d.byte()) % Device.all.count]
    let device = Device(
      name: base.name, idiom: base.idiom, portraitSize: base.portraitSize, scale: d.length(k + "scale"),
      portraitInsets: base.portraitInsets, landscapeInsets: base.landscapeInsets,
      isRegularInLandscape: base.isRegularInLandscape, orientation: d.byte() % 2 == 0 ? .portrait : .landscapeLeft)
    let spacing = d.optionalLength("View.safeAreaInset(edge:alignment:spacing:content:) spacing")
    let vertical = d.byte() % 2 == 0
    let node = DeviceScreen(device) {
      NavigationStack {
        List {
          Text("row")
          Box(width: 10, height: 10).listRowInsets(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        }
        .navigationTitle("Title")
      }
      .background(Color.red.ignoresSafeArea())
    }.node
    let inset =
      vertical
      ? node.safeAreaInset(edge: .bottom, spacing: spacing) { Box(width: 20, height: 10) }
      : node.safeAreaInset(edge: .leading, spacing: spacing) { Box(width: 20, height: 10) }
    lay(inset, &d)
  }

  static func color(_ d: inout EdgeDrawer) -> Color {
    switch d.byte() % 3 {
    case 0:
      let k = "Color.init(red:green:blue:opacity:) "
      return Color(
        red: d.double(k + "red"), green: d.double(k + "green"), blue: d.double(k + "blue"),
        opacity: d.double(k + "opacity"))
    case 1:
      return Color(
        white: d.double("Color.init(white:opacity:) white"), opacity: d.double("Color.init(white:opacity:) opacity"))
    default: return Color.blue.opacity(d.double("Color.opacity(_:) opacity"))
    }
  }

  /// Scale effects, gradients, blurs and transitions (recorded for drawing, no frame changes): `node` with one of
  /// them, each effect's transform checked finite or refused.
  static func effects(_ node: Node, _ d: inout EdgeDrawer) -> Node {
    let stop = Gradient.Stop(color: .red, location: d.length("Gradient.Stop.init(color:location:) location"))
    let gradient = Gradient(stops: [stop, Gradient.Stop(color: .blue, location: 1)])
    let effect = DrawingEffect.scale(
      x: d.length("DrawingEffect.scale(x:y:anchor:) x"), y: d.length("DrawingEffect.scale(x:y:anchor:) y"),
      anchor: .center)
    _ = effect.transform(in: Rect(x: 0, y: 0, width: 20, height: 10))
    let fill = GradientFill.radial(
      gradient, center: .center,
      startRadius: d.length("GradientFill.radial(_:center:startRadius:endRadius:) startRadius"),
      endRadius: d.length("GradientFill.radial(_:center:startRadius:endRadius:) endRadius"))
    _ = fill
    let k = "RadialGradient.init(colors:center:startRadius:endRadius:) "
    let g = "RadialGradient.init(gradient:center:startRadius:endRadius:) "
    // Recorded by name on every call: a blur of a drawn radius and a transition of drawn values.
    let scale = AnyTransition.scale(scale: d.length("AnyTransition.scale(scale:anchor:) scale"))
    let offset = AnyTransition.offset(
      x: d.length("AnyTransition.offset(x:y:) x"), y: d.length("AnyTransition.offset(x:y:) y"))
    let node = node.blur(radius: d.length("View.blur(radius:opaque:) radius"))
      .transition(.asymmetric(insertion: scale, removal: offset))
      .grayscale(d.double("View.grayscale(_:) amount")).saturation(d.double("View.saturation(_:) amount"))
      .contrast(d.double("View.contrast(_:) amount")).brightness(d.double("View.brightness(_:) amount"))
    switch d.byte() % 8 {
    case 5:
      let r = "View.rotation3DEffect(_:axis:anchor:anchorZ:perspective:) "
      return node.rotation3DEffect(
        .degrees(Double(d.unrecordedLength())),
        axis: (x: d.length(r + "axis"), y: d.length(r + "axis"), z: d.length(r + "axis")),
        anchorZ: d.length(r + "anchorZ"), perspective: d.length(r + "perspective"))
    case 6:
      let t = "CGAffineTransform.init(a:b:c:d:tx:ty:) "
      return node.transformEffect(
        CGAffineTransform(
          a: d.length(t + "a"), b: d.length(t + "b"), c: d.length(t + "c"), d: d.length(t + "d"),
          tx: d.length(t + "tx"), ty: d.length(t + "ty"))
      )
      .projectionEffect(ProjectionTransform(drawnTransform3D(&d)))
    case 7:
      return ZStack {
        node
        drawnShape(&d)
      }.node
    case 0: return node.scaleEffect(d.length("View.scaleEffect(_:anchor:) scale"))
    case 1:
      return node.scaleEffect(
        x: d.length("View.scaleEffect(x:y:anchor:) x"), y: d.length("View.scaleEffect(x:y:anchor:) y"))
    case 2:
      return ZStack {
        node
        RadialGradient(
          colors: [.red, .blue], center: .center, startRadius: d.length(k + "startRadius"),
          endRadius: d.length(k + "endRadius"))
      }.node
    case 3:
      return ZStack {
        node
        RadialGradient(
          gradient: gradient, center: .center, startRadius: d.length(g + "startRadius"),
          endRadius: d.length(g + "endRadius"))
      }.node
    default:
      return node.background(Rectangle().fill(LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom)))
    }
  }

  /// A path of drawn points, radii and angles (its box, trims and strokes computed, each finite or null), drawn as
  /// a shape: stroked, stroked inside, or trimmed. Points, rectangles and angles are not numeric parameters of their
  /// own: their coordinates are drawn unrecorded.
  static func drawnShape(_ d: inout EdgeDrawer) -> Node {
    func point() -> CGPoint { CGPoint(x: d.unrecordedLength(), y: d.unrecordedLength()) }
    func angle() -> Angle { .degrees(Double(d.unrecordedLength())) }
    var path = Path(
      roundedRect: CGRect(origin: point(), size: CGSize(width: d.unrecordedLength(), height: 4)),
      cornerRadius: d.length("Path.init(roundedRect:cornerRadius:style:) cornerRadius"))
    path.move(to: point())
    path.addLine(to: point())
    path.addQuadCurve(to: point(), control: point())
    path.addCurve(to: point(), control1: point(), control2: point())
    let a = "Path.addArc(center:radius:startAngle:endAngle:clockwise:transform:) "
    path.addArc(
      center: point(), radius: d.length(a + "radius"), startAngle: angle(), endAngle: angle(),
      clockwise: d.byte() % 2 == 0)
    let t = "Path.addArc(tangent1End:tangent2End:radius:transform:) "
    path.addArc(tangent1End: point(), tangent2End: point(), radius: d.length(t + "radius"))
    path.addRelativeArc(
      center: point(), radius: d.length("Path.addRelativeArc(center:radius:startAngle:delta:transform:) radius"),
      startAngle: angle(), delta: angle())
    path.addEllipse(in: CGRect(origin: point(), size: CGSize(width: d.unrecordedLength(), height: 3)))
    path.closeSubpath()
    let trimmed = path.trimmedPath(
      from: d.length("Path.trimmedPath(from:to:) from"), to: d.length("Path.trimmedPath(from:to:) to"))
    let moved = path.offsetBy(dx: d.length("Path.offsetBy(dx:dy:) dx"), dy: d.length("Path.offsetBy(dx:dy:) dy"))
    _ = (path.boundingRect, trimmed.boundingRect, moved.boundingRect)
    let k = "StrokeStyle.init(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:) "
    let style = StrokeStyle(
      lineWidth: d.length(k + "lineWidth"), miterLimit: d.length(k + "miterLimit"), dash: [d.length(k + "dash")],
      dashPhase: d.length(k + "dashPhase"))
    let shapes: [Node] = [
      path.strokedPath(style).stroke(.red, lineWidth: d.length("Shape.stroke(_:lineWidth:) lineWidth")),
      Circle().inset(by: d.length("InsettableShape.inset(by:) amount"))
        .inset(by: d.length("InsettedShape.inset(by:) amount")).strokeBorder(style: style),
      Ellipse().strokeBorder(
        .red, lineWidth: d.length("InsettableShape.strokeBorder(_:lineWidth:antialiased:) lineWidth")),
      Rectangle().strokeBorder(lineWidth: d.length("InsettableShape.strokeBorder(lineWidth:antialiased:) lineWidth")),
      Capsule().trim(from: d.length("Shape.trim(from:to:) from"), to: d.length("Shape.trim(from:to:) to"))
        .stroke(lineWidth: d.length("Shape.stroke(lineWidth:) lineWidth")),
      unevenRoundedRectangle(&d, in: path.boundingRect),
      Circle().offset(x: d.length("Shape.offset(x:y:) x"), y: d.length("Shape.offset(x:y:) y"))
        .inset(by: d.length("OffsetShape.inset(by:) amount")).fill(.red),
    ]
    return d.choice(shapes)
  }

  /// An uneven rounded rectangle of drawn radii, each form of it, its outline computed in `rect` (which may be
  /// null or infinite).
  static func unevenRoundedRectangle(_ d: inout EdgeDrawer, in rect: CGRect) -> Node {
    let u =
      "UnevenRoundedRectangle.init(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:) "
    let r = "RectangleCornerRadii.init(topLeading:bottomLeading:bottomTrailing:topTrailing:) "
    let s = "Shape.rect(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:) "
    let direct = UnevenRoundedRectangle(
      topLeadingRadius: d.length(u + "topLeadingRadius"), bottomLeadingRadius: d.length(u + "bottomLeadingRadius"),
      bottomTrailingRadius: d.length(u + "bottomTrailingRadius"), topTrailingRadius: d.length(u + "topTrailingRadius"))
    let radii = RectangleCornerRadii(
      topLeading: d.length(r + "topLeading"), bottomLeading: d.length(r + "bottomLeading"),
      bottomTrailing: d.length(r + "bottomTrailing"), topTrailing: d.length(r + "topTrailing"))
    let named: UnevenRoundedRectangle = .rect(
      topLeadingRadius: d.length(s + "topLeadingRadius"), bottomLeadingRadius: d.length(s + "bottomLeadingRadius"),
      bottomTrailingRadius: d.length(s + "bottomTrailingRadius"), topTrailingRadius: d.length(s + "topTrailingRadius"))
    let shapes = [direct, UnevenRoundedRectangle(cornerRadii: radii), named]
    for shape in shapes { _ = shape.path(in: rect).boundingRect }
    return d.choice(shapes).fill(.blue)
  }

  static func styling(_ d: inout EdgeDrawer) {
    var node = Box(width: 20, height: 10).node
    for _ in 0..<(1 + d.byte() % 3) {
      switch d.byte() % 8 {
      case 0: node = node.border(color(&d), width: d.length("View.border(_:width:) width"))
      case 1: node = node.cornerRadius(d.length("View.cornerRadius(_:antialiased:) radius"))
      case 2: node = node.opacity(d.double("View.opacity(_:) opacity"))
      case 3:
        node = node.shadow(
          color: color(&d), radius: d.double("View.shadow(color:radius:x:y:) radius"),
          x: d.double("View.shadow(color:radius:x:y:) x"), y: d.double("View.shadow(color:radius:x:y:) y"))
      case 4: node = node.zIndex(d.double("View.zIndex(_:) value"))
      case 5:
        var animation: Animation
        switch d.byte() % 11 {
        case 0: animation = .linear(duration: d.double("Animation.linear(duration:) duration"))
        case 1: animation = .easeInOut(duration: d.double("Animation.easeInOut(duration:) duration"))
        case 2: animation = .easeIn(duration: d.double("Animation.easeIn(duration:) duration"))
        case 3: animation = .easeOut(duration: d.double("Animation.easeOut(duration:) duration"))
        case 4:
          let k = "Animation.timingCurve(_:_:_:_:duration:) "
          animation = .timingCurve(
            d.double(k + "c0x"), d.double(k + "c0y"), d.double(k + "c1x"), d.double(k + "c1y"),
            duration: d.double(k + "duration"))
        case 5:
          let k = "Animation.spring(duration:bounce:blendDuration:) "
          animation = .spring(
            duration: d.double(k + "duration"), bounce: d.double(k + "bounce"),
            blendDuration: d.double(k + "blendDuration"))
        case 6:
          let k = "Animation.interactiveSpring(response:dampingFraction:blendDuration:) "
          animation = .interactiveSpring(
            response: d.double(k + "response"), dampingFraction: d.double(k + "dampingFraction"),
            blendDuration: d.double(k + "blendDuration"))
        case 7:
          let k = "Animation.interpolatingSpring(mass:stiffness:damping:initialVelocity:) "
          animation = .interpolatingSpring(
            mass: d.double(k + "mass"), stiffness: d.double(k + "stiffness"), damping: d.double(k + "damping"),
            initialVelocity: d.double(k + "initialVelocity"))
        case 8:
          let k = "Animation.interpolatingSpring(duration:bounce:initialVelocity:) "
          animation = .interpolatingSpring(
            duration: d.double(k + "duration"), bounce: d.double(k + "bounce"),
            initialVelocity: d.double(k + "initialVelocity"))
        case 9:
          let k = "Animation.interactiveSpring(duration:extraBounce:blendDuration:) "
          animation = .interactiveSpring(
            duration: d.double(k + "duration"), extraBounce: d.double(k + "extraBounce"),
            blendDuration: d.double(k + "blendDuration"))
        default:
          let k = "Animation.spring(response:dampingFraction:blendDuration:) "
          animation = .spring(
            response: d.double(k + "response"), dampingFraction: d.double(k + "dampingFraction"),
            blendDuration: d.double(k + "blendDuration"))
        }
        animation = animation.delay(d.double("Animation.delay(_:) delay")).speed(d.double("Animation.speed(_:) speed"))
        if d.byte() % 2 == 0 {
          animation = animation.repeatCount(
            d.int("Animation.repeatCount(_:autoreverses:) repeatCount"), autoreverses: d.byte() % 2 == 0)
        }
        node = node.animation(animation, value: d.byte())
      case 6: node = effects(node, &d)
      default: node = node.foregroundColor(color(&d))
      }
    }
    lay(ZStack { node }.node, &d)
  }

  static func font(_ d: inout EdgeDrawer) -> Font {
    switch d.byte() % 4 {
    case 0: return .system(size: d.length("Font.system(size:weight:design:) size"))
    case 1: return .custom("DejaVu Sans", size: d.length("Font.custom(_:size:) size"))
    case 2: return .custom("DejaVu Serif", fixedSize: d.length("Font.custom(_:fixedSize:) fixedSize"))
    default: return .custom("DejaVu Sans", size: d.length("Font.custom(_:size:relativeTo:) size"), relativeTo: .title)
    }
  }

  static func text(_ d: inout EdgeDrawer) {
    var text = Text(["Trellis edges", "שלום עולם", "漢字 and more words", "a\u{301}\u{302}"][d.byte() % 4])
    for _ in 0..<(d.byte() % 3) {
      switch d.byte() % 7 {
      case 0: text = text.lineLimit(d.optionalInt("Text.lineLimit(_:) limit"))
      case 1: text = text.lineSpacing(d.length("Text.lineSpacing(_:) spacing"))
      case 2: text = text.tracking(d.length("Text.tracking(_:) tracking"))
      case 3: text = text.kerning(d.length("Text.kerning(_:) kerning"))
      case 4: text = text.baselineOffset(d.length("Text.baselineOffset(_:) offset"))
      case 5:
        // A second run with spacing of its own (measured per run).
        let r =
          "TextRunStyle.init(font:weight:isItalic:design:usesMonospacedDigits:foregroundColor:strikethrough:"
          + "underline:link:kern:tracking:baselineOffset:) "
        let style = TextRunStyle(
          font: d.byte() % 2 == 0 ? .title : nil, kern: d.length(r + "kern"), tracking: d.length(r + "tracking"),
          baselineOffset: d.length(r + "baselineOffset"))
        text = text + Text(runs: [TextRun(" run", style: style), TextRun(" plain")])
      default: text = text.minimumScaleFactor(d.length("Text.minimumScaleFactor(_:) factor"))
      }
    }
    var node = VStack {
      text
      Text("second line of text")
    }.font(font(&d))
    switch d.byte() % 8 {
    case 0: node = node.lineLimit(d.optionalInt("View.lineLimit(_:) limit"))
    case 1: node = node.lineSpacing(d.length("View.lineSpacing(_:) spacing"))
    case 2: node = node.minimumScaleFactor(d.length("View.minimumScaleFactor(_:) factor"))
    case 3: node = node.tracking(d.length("View.tracking(_:) tracking")).allowsTightening(d.byte() % 2 == 0)
    case 4: node = node.kerning(d.length("View.kerning(_:) kerning"))
    case 5: node = node.baselineOffset(d.length("View.baselineOffset(_:) offset"))
    case 6: node = node.allowsTightening(true).lineLimit(1)
    default: break
    }
    lay(node, &d)
  }

  /// A text measured by a measurer that answers drawn sizes, baselines and lines: the engine must refuse what is not
  /// finite rather than place it.
  static func customMeasurer(_ d: inout EdgeDrawer) {
    let k =
      "TextAttributes.init(font:lineLimit:lineSpacing:multilineTextAlignment:truncationMode:minimumScaleFactor:"
      + "layoutDirection:spacing:allowsTightening:) "
    let t = "TextSpacing.init(tracking:kerning:baselineOffset:) "
    let attributes = TextAttributes(
      font: font(&d), lineLimit: d.optionalInt(k + "lineLimit"), lineSpacing: d.length(k + "lineSpacing"),
      minimumScaleFactor: d.length(k + "minimumScaleFactor"),
      spacing: TextSpacing(
        tracking: d.length(t + "tracking"), kerning: d.length(t + "kerning"),
        baselineOffset: d.length(t + "baselineOffset")),
      allowsTightening: d.byte() % 2 == 0)
    let m =
      "TextMeasurement.init(size:lineCount:firstBaseline:lastBaseline:isTruncated:fontSize:fontFamily:uncoveredScalars:) "
    let l = "TextLine.init(text:x:baseline:width:isRightToLeft:) "
    let measurer = EdgeTextMeasurer(
      measurement: TextMeasurement(
        size: Size(
          width: d.length("Box.init(width:height:) width"), height: d.length("Box.init(width:height:) height")),
        lineCount: d.int(m + "lineCount"), firstBaseline: d.length(m + "firstBaseline"),
        lastBaseline: d.length(m + "lastBaseline"), fontSize: d.length(m + "fontSize")),
      line: TextLine(
        text: "edge", x: d.length(l + "x"), baseline: d.length(l + "baseline"), width: d.length(l + "width")))
    let node = HStack {
      Text("measured", measurer: measurer, attributes: attributes)
      Box(width: 10, height: 10)
    }.node
    lay(node, &d)
    // The measurers of the library, called directly with the drawn attributes, must not trap.
    for measurer in [MonospacedTextMeasurer.standard, ShapingTextMeasurer.shared] as [any TextMeasurer] {
      _ = measurer.measure("edge of the text", attributes: attributes, proposal: .unspecified)
      _ = measurer.lines(
        of: "edge of the text", attributes: attributes, proposal: ProposedViewSize(width: 50, height: nil))
    }
  }

  static func customLayout(_ d: inout EdgeDrawer) {
    let k = "ViewSpacing.init(top:leading:bottom:trailing:) "
    var spacing = ViewSpacing(
      top: d.optionalLength(k + "top"), leading: d.optionalLength(k + "leading"),
      bottom: d.optionalLength(k + "bottom"), trailing: d.optionalLength(k + "trailing"))
    spacing.setEdges(.horizontal, to: d.optionalLength("ViewSpacing.setEdges(_:to:) value"))
    let layout = EdgeLayout(
      size: Size(width: CGFloat(d.choice(EdgeDrawer.doubles)), height: CGFloat(d.choice(EdgeDrawer.doubles))),
      offset: Point(x: CGFloat(d.choice(EdgeDrawer.doubles)), y: CGFloat(d.choice(EdgeDrawer.doubles))),
      spacing: spacing)
    let children = children(&d)
    lay(
      HStack {
        layout { children }
        Box(width: 10, height: 10)
      }.node, &d)
  }

  /// The engine's own settings drawn: limits, memory policy, a monospaced measurer.
  static func engine(_ d: inout EdgeDrawer) {
    let measurer = MonospacedTextMeasurer(
      characterWidth: d.length("MonospacedTextMeasurer.init(characterWidth:lineHeight:) characterWidth"),
      lineHeight: d.length("MonospacedTextMeasurer.init(characterWidth:lineHeight:) lineHeight"))
    let configuration = LayoutConfiguration(
      textMeasurer: measurer,
      limits: LayoutLimits(
        maxDepth: d.int("LayoutLimits.init(maxDepth:maxNodes:timeLimit:) maxDepth"),
        maxNodes: d.int("LayoutLimits.init(maxDepth:maxNodes:timeLimit:) maxNodes"),
        timeLimit: d.duration("LayoutLimits.init(maxDepth:maxNodes:timeLimit:) timeLimit")),
      collectsDiagnostics: d.byte() % 2 == 0,
      memoryPolicy: LayoutMemoryPolicy(
        retainedPassBytes: d.int(
          "LayoutMemoryPolicy.init(retainedPassBytes:keepsFlattenedTemplates:keepsLayoutMemos:) retainedPassBytes")))
    let children = children(&d)
    let node = VStack {
      Text("a line of monospaced text")
      HStack { children }
    }.node
    lay(node, &d, engine: LayoutEngine(configuration: configuration))
  }

  // MARK: - Kernels

  static func kernelAlignment(_ d: inout EdgeDrawer) -> KernelAlignment {
    KernelAlignment.allCases[d.byte() % KernelAlignment.allCases.count]
  }

  static func checkKernel(_ offsets: [Point], _ size: Size) { FuzzTargets.checkFinite(offsets, size) }

  static func flowKernel(_ d: inout EdgeDrawer) {
    // A result's row lookup with a drawn index, on a flow that always lays out (drawn sizes seldom do).
    let rows = try? FlowKernel.horizontal(Array(repeating: Size(width: 10, height: 10), count: 3), maxWidth: 25)
    _ = rows?.rowIndex(ofItem: d.int("FlowKernel.Result.rowIndex(ofItem:) index"))
    let sizes = d.sizes()
    let options = FlowKernel.Options(
      maxRows: d.optionalInt("FlowKernel.Options.init(direction:maxRows:forcedBreaks:lastRowAlignment:) maxRows"),
      forcedBreaks: d.ints("FlowKernel.Options.init(direction:maxRows:forcedBreaks:lastRowAlignment:) forcedBreaks"))
    switch d.byte() % 6 {
    case 0:
      let k = "FlowKernel.horizontal(_:maxWidth:horizontalSpacing:verticalSpacing:alignment:options:) "
      if let r = try? FlowKernel.horizontal(
        sizes, maxWidth: d.length(k + "maxWidth"), horizontalSpacing: d.length(k + "horizontalSpacing"),
        verticalSpacing: d.length(k + "verticalSpacing"), alignment: kernelAlignment(&d), options: options)
      {
        checkKernel(r.offsets, r.contentSize)
      }
    case 1:
      let k = "FlowKernel.vertical(_:maxHeight:horizontalSpacing:verticalSpacing:alignment:options:) "
      if let r = try? FlowKernel.vertical(
        sizes, maxHeight: d.length(k + "maxHeight"), horizontalSpacing: d.length(k + "horizontalSpacing"),
        verticalSpacing: d.length(k + "verticalSpacing"), alignment: kernelAlignment(&d), options: options)
      {
        checkKernel(r.offsets, r.contentSize)
      }
    case 2:
      let k = "FlowKernel.layout(_:axis:maxLength:horizontalSpacing:verticalSpacing:alignment:options:) "
      let axis: Axis = d.byte() % 2 == 0 ? .horizontal : .vertical
      let (maxLength, h, v) = (
        d.length(k + "maxLength"), d.length(k + "horizontalSpacing"), d.length(k + "verticalSpacing")
      )
      let alignment = kernelAlignment(&d)
      let r = sizes.withUnsafeBufferPointer {
        try? FlowKernel.layout(
          $0, axis: axis, maxLength: maxLength, horizontalSpacing: h, verticalSpacing: v, alignment: alignment,
          options: options)
      }
      if let r { checkKernel(r.offsets, r.contentSize) }
    case 3:
      let k = "FlowKernel.topLeading(_:maxWidth:horizontalSpacing:verticalSpacing:into:) "
      let (maxWidth, h, v) = (
        d.length(k + "maxWidth"), d.length(k + "horizontalSpacing"), d.length(k + "verticalSpacing")
      )
      var offsets = [Point](repeating: .zero, count: sizes.count)
      let r = sizes.withUnsafeBufferPointer { input in
        offsets.withUnsafeMutableBufferPointer {
          try? FlowKernel.topLeading(input, maxWidth: maxWidth, horizontalSpacing: h, verticalSpacing: v, into: $0)
        }
      }
      if let r { checkKernel(offsets, r.contentSize) }
    case 4:
      let k = "FlowKernel.balancedBreaks(_:maxLength:spacing:) "
      if let b = try? FlowKernel.balancedBreaks(
        d.doubles(k + "lengths"), maxLength: d.double(k + "maxLength"), spacing: d.double(k + "spacing"))
      {
        precondition(b.cost.isFinite, "non-finite balanced cost \(b.cost)")
      }
    default:
      let k = "FlowKernel.squaredSlack(_:rowStarts:maxLength:spacing:) "
      if let cost = try? FlowKernel.squaredSlack(
        d.doubles(k + "lengths"), rowStarts: d.ints(k + "rowStarts"), maxLength: d.double(k + "maxLength"),
        spacing: d.double(k + "spacing"))
      {
        precondition(cost.isFinite, "non-finite slack \(cost)")
      }
    }
  }

  static func placementRule(_ d: inout EdgeDrawer) -> MasonryPlacement {
    switch d.byte() % 3 {
    case 0: .shortest
    case 1: .sequential
    default: .shortest(tolerance: d.double("MasonryPlacement.shortest(tolerance:) tolerance"))
    }
  }

  static func masonryKernel(_ d: inout EdgeDrawer) {
    let sizes = d.sizes()
    switch d.byte() % 5 {
    case 0:
      let k = "MasonryKernel.vertical(_:columns:maxWidth:horizontalSpacing:verticalSpacing:alignment:placement:) "
      if let r = try? MasonryKernel.vertical(
        sizes, columns: d.int(k + "columns"), maxWidth: d.length(k + "maxWidth"),
        horizontalSpacing: d.length(k + "horizontalSpacing"), verticalSpacing: d.length(k + "verticalSpacing"),
        alignment: kernelAlignment(&d), placement: placementRule(&d))
      {
        checkKernel(r.offsets, r.contentSize)
      }
    case 1:
      let k = "MasonryKernel.horizontal(_:rows:maxHeight:horizontalSpacing:verticalSpacing:alignment:placement:) "
      if let r = try? MasonryKernel.horizontal(
        sizes, rows: d.int(k + "rows"), maxHeight: d.length(k + "maxHeight"),
        horizontalSpacing: d.length(k + "horizontalSpacing"), verticalSpacing: d.length(k + "verticalSpacing"),
        alignment: kernelAlignment(&d), placement: placementRule(&d))
      {
        checkKernel(r.offsets, r.contentSize)
      }
    case 2:
      let k = "MasonryKernel.layout(_:assignment:axis:lanes:maxThickness:horizontalSpacing:verticalSpacing:alignment:) "
      if let r = try? MasonryKernel.layout(
        sizes, assignment: sizes.map { _ in d.int(k + "assignment") }, axis: .vertical, lanes: d.int(k + "lanes"),
        maxThickness: d.length(k + "maxThickness"), horizontalSpacing: d.length(k + "horizontalSpacing"),
        verticalSpacing: d.length(k + "verticalSpacing"), alignment: kernelAlignment(&d))
      {
        checkKernel(r.offsets, r.contentSize)
      }
    case 3:
      let k = "MasonryKernel.layout(_:axis:lanes:maxThickness:horizontalSpacing:verticalSpacing:alignment:placement:) "
      let (lanes, thickness) = (d.int(k + "lanes"), d.length(k + "maxThickness"))
      let (h, v) = (d.length(k + "horizontalSpacing"), d.length(k + "verticalSpacing"))
      let (alignment, placement) = (kernelAlignment(&d), placementRule(&d))
      let r = sizes.withUnsafeBufferPointer {
        try? MasonryKernel.layout(
          $0, axis: .horizontal, lanes: lanes, maxThickness: thickness, horizontalSpacing: h, verticalSpacing: v,
          alignment: alignment, placement: placement)
      }
      if let r { checkKernel(r.offsets, r.contentSize) }
    default:
      var feed: MasonryAppender?
      if d.byte() % 2 == 0 {
        let k = "MasonryAppender.init(columns:maxWidth:horizontalSpacing:verticalSpacing:alignment:) "
        feed = try? MasonryAppender(
          columns: d.int(k + "columns"), maxWidth: d.length(k + "maxWidth"),
          horizontalSpacing: d.length(k + "horizontalSpacing"), verticalSpacing: d.length(k + "verticalSpacing"))
      } else {
        let k = "MasonryAppender.init(axis:lanes:maxThickness:horizontalSpacing:verticalSpacing:alignment:) "
        feed = try? MasonryAppender(
          axis: .horizontal, lanes: d.int(k + "lanes"), maxThickness: d.length(k + "maxThickness"),
          horizontalSpacing: d.length(k + "horizontalSpacing"), verticalSpacing: d.length(k + "verticalSpacing"))
      }
      guard var feed else { return }
      for size in sizes {
        guard let point = try? feed.append(size) else { continue }
        precondition(point.x.isFinite && point.y.isFinite, "non-finite appended point \(point.formatted)")
      }
      checkKernel([], feed.contentSize)
    }
  }

  /// Strategies written by a user that answer drawn row starts and lane assignments: a container must refuse what
  /// is out of range rather than index with it.
  static func customStrategies(_ d: inout EdgeDrawer) {
    let starts = d.unrecordedInts()
    let lanes = d.unrecordedInts()
    let flowStrategy = FlowStrategy(
      name: "edge", parameters: ["p": d.double("FlowStrategy.init(name:parameters:rowStarts:) parameters")]
    ) { lengths, _, _ in Array((starts + [0]).prefix(lengths.count)) }
    let masonryStrategy = MasonryStrategy(
      name: "edge", parameters: ["p": d.double("MasonryStrategy.init(name:parameters:assign:) parameters")]
    ) { lengths, _, _ in lengths.indices.map { lanes.isEmpty ? 0 : lanes[$0 % lanes.count] } }
    let children = children(&d)
    let node: Node =
      d.byte() % 2 == 0
      ? HFlow(maxWidth: 200, strategy: flowStrategy) { children }
      : VMasonry(columns: 3, maxWidth: 200, strategy: masonryStrategy) { children }
    lay(node, &d)
  }

  /// Geometry values the API takes (Foundation's types and SwiftUI's): made and combined with extreme values, they
  /// must not trap.
  static func geometryValues(_ d: inout EdgeDrawer) {
    let k = "CGAffineTransform.init(a:b:c:d:tx:ty:) "
    var t = CGAffineTransform(
      a: d.length(k + "a"), b: d.length(k + "b"), c: d.length(k + "c"), d: d.length(k + "d"), tx: d.length(k + "tx"),
      ty: d.length(k + "ty"))
    t = t.concatenating(CGAffineTransform(rotationAngle: d.length("CGAffineTransform.init(rotationAngle:) angle")))
    t = t.concatenating(
      CGAffineTransform(
        scaleX: d.length("CGAffineTransform.init(scaleX:y:) sx"), y: d.length("CGAffineTransform.init(scaleX:y:) sy")))
    t = t.concatenating(
      CGAffineTransform(
        translationX: d.length("CGAffineTransform.init(translationX:y:) tx"),
        y: d.length("CGAffineTransform.init(translationX:y:) ty")))
    t = t.rotated(by: d.length("CGAffineTransform.rotated(by:) angle"))
    t = t.scaledBy(
      x: d.length("CGAffineTransform.scaledBy(x:y:) sx"), y: d.length("CGAffineTransform.scaledBy(x:y:) sy"))
    t = t.translatedBy(
      x: d.length("CGAffineTransform.translatedBy(x:y:) tx"), y: d.length("CGAffineTransform.translatedBy(x:y:) ty"))
    let u = "CGAffineTransform.init(_:_:_:_:_:_:) "
    t = t.concatenating(
      CGAffineTransform(
        d.length(u + "a"), d.length(u + "b"), d.length(u + "c"), d.length(u + "d"), d.length(u + "tx"),
        d.length(u + "ty")))
    _ = t.inverted()
    _ = CGVector(dx: d.length("CGVector.init(dx:dy:) dx"), dy: d.length("CGVector.init(dx:dy:) dy"))
    _ = CGVector(dx: d.int("CGVector.init(dx:dy:) dx"), dy: d.int("CGVector.init(dx:dy:) dy"))
    let unit = UnitPoint(x: d.length("UnitPoint.init(x:y:) x"), y: d.length("UnitPoint.init(x:y:) y"))
    _ = Rect(x: 0, y: 0, width: 100, height: 100).point(at: unit)
    let projection = ProjectionTransform(drawnTransform3D(&d))
    _ = CGPoint(x: d.unrecordedLength(), y: d.unrecordedLength()).applying(projection.concatenating(projection))
  }

  /// A `Canvas` recorded with drawn transforms, widths, gradients and filters: the recording must not trap.
  static func canvasDrawing(_ d: inout EdgeDrawer) {
    let c = "GraphicsContext."
    let (dx, dy) = (d.length(c + "translateBy(x:y:) dx"), d.length(c + "translateBy(x:y:) dy"))
    let (sx, sy) = (d.length(c + "scaleBy(x:y:) x"), d.length(c + "scaleBy(x:y:) y"))
    let lineWidth = d.length(c + "stroke(_:with:lineWidth:) lineWidth")
    let r = c + "Shading.radialGradient(_:center:startRadius:endRadius:options:) "
    let radial = GraphicsContext.Shading.radialGradient(
      Gradient(colors: [.red, .blue]), center: .zero, startRadius: d.length(r + "startRadius"),
      endRadius: d.length(r + "endRadius"))
    let f = c + "Filter."
    let s = f + "shadow(color:radius:x:y:) "
    let filters: [GraphicsContext.Filter] = [
      .blur(radius: d.length(f + "blur(radius:) radius")),
      .shadow(radius: d.length(s + "radius"), x: d.length(s + "x"), y: d.length(s + "y")),
      .alphaThreshold(
        min: d.double(f + "alphaThreshold(min:max:color:) min"), max: d.double(f + "alphaThreshold(min:max:color:) max")
      ),
      .saturation(d.double(f + "saturation(_:) amount")), .brightness(d.double(f + "brightness(_:) amount")),
      .contrast(d.double(f + "contrast(_:) amount")), .grayscale(d.double(f + "grayscale(_:) amount")),
      .colorInvert(d.double(f + "colorInvert(_:) amount")),
    ]
    let size = CGSize(width: d.unrecordedLength(), height: d.unrecordedLength())
    let canvas = Canvas { context, size in
      context.translateBy(x: dx, y: dy)
      context.scaleBy(x: sx, y: sy)
      for filter in filters { context.addFilter(filter) }
      context.clip(to: Path(CGRect(origin: .zero, size: size)))
      context.stroke(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: radial, lineWidth: lineWidth)
      context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
      context.draw(Text("edge"), at: CGPoint(x: size.width, y: size.height))
    }
    _ = try? canvas.recording(in: size, configuration: .monospaced)
  }

  /// A `CATransform3D` made with every function of QuartzCore's that Trellis declares, from drawn values.
  static func drawnTransform3D(_ d: inout EdgeDrawer) -> CATransform3D {
    let k = "CATransform3D.init(m11:m12:m13:m14:m21:m22:m23:m24:m31:m32:m33:m34:m41:m42:m43:m44:) "
    var t = CATransform3D(
      m11: d.length(k + "m11"), m12: d.length(k + "m12"), m13: d.length(k + "m13"), m14: d.length(k + "m14"),
      m21: d.length(k + "m21"), m22: d.length(k + "m22"), m23: d.length(k + "m23"), m24: d.length(k + "m24"),
      m31: d.length(k + "m31"), m32: d.length(k + "m32"), m33: d.length(k + "m33"), m34: d.length(k + "m34"),
      m41: d.length(k + "m41"), m42: d.length(k + "m42"), m43: d.length(k + "m43"), m44: d.length(k + "m44"))
    let s = "CATransform3DMakeScale(_:_:_:) "
    t = CATransform3DConcat(t, CATransform3DMakeScale(d.length(s + "sx"), d.length(s + "sy"), d.length(s + "sz")))
    let m = "CATransform3DMakeTranslation(_:_:_:) "
    t = CATransform3DConcat(t, CATransform3DMakeTranslation(d.length(m + "tx"), d.length(m + "ty"), d.length(m + "tz")))
    let r = "CATransform3DMakeRotation(_:_:_:_:) "
    t = CATransform3DConcat(
      t, CATransform3DMakeRotation(d.length(r + "angle"), d.length(r + "x"), d.length(r + "y"), d.length(r + "z")))
    let sc = "CATransform3DScale(_:_:_:_:) "
    t = CATransform3DScale(t, d.length(sc + "sx"), d.length(sc + "sy"), d.length(sc + "sz"))
    let tr = "CATransform3DTranslate(_:_:_:_:) "
    t = CATransform3DTranslate(t, d.length(tr + "tx"), d.length(tr + "ty"), d.length(tr + "tz"))
    let ro = "CATransform3DRotate(_:_:_:_:_:) "
    t = CATransform3DRotate(t, d.length(ro + "angle"), d.length(ro + "x"), d.length(ro + "y"), d.length(ro + "z"))
    return CATransform3DIsIdentity(t) ? CATransform3DIdentity : t
  }
}

/// A measurer that answers the same drawn measurement for every text.
struct EdgeTextMeasurer: TextMeasurer {
  let measurement: TextMeasurement
  let line: TextLine

  func size(of string: String, proposal: ProposedViewSize) -> Size { measurement.size }

  func measure(_ string: String, attributes: TextAttributes, proposal: ProposedViewSize) -> TextMeasurement {
    measurement
  }

  func lines(of string: String, attributes: TextAttributes, proposal: ProposedViewSize) -> [TextLine] { [line] }
}

/// A layout that answers a drawn size, places every child at a drawn offset and has a drawn spacing.
struct EdgeLayout: Layout {
  let size: Size
  let offset: Point
  let viewSpacing: ViewSpacing

  init(size: Size, offset: Point, spacing: ViewSpacing) {
    self.size = size
    self.offset = offset
    self.viewSpacing = spacing
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size { size }

  func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for subview in subviews {
      subview.place(at: Point(x: bounds.minX + offset.x, y: bounds.minY + offset.y), proposal: proposal)
    }
  }

  func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { viewSpacing }
}
