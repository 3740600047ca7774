// `import TrellisRender` is enough to lay out and draw a view, as `import SwiftUI` brings `ImageRenderer` with the
// views: the umbrella module comes with it.
@_exported import Trellis
