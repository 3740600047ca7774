// TrellisCore speaks Foundation's geometry (`CGFloat`, `CGSize`, `CGPoint`, `CGRect`), as SwiftUI does, and makes
// Foundation visible to every file that imports it, as SwiftUI does: a file that writes `import Trellis` (or
// `import TrellisCore`) and `import Foundation` sees one `CGSize`, and one without `import Foundation` still has `sin`,
// `Date` and `Data`.
@_exported import Foundation
// Observation's `@Observable`, `Observable` and `withObservationTracking`, which SwiftUI re-exports: a pasted view
// file whose model is `@Observable` needs no import of its own.
@_exported import Observation
