import TrellisCore

/// The content and scroll action a ``SmartScrollView`` was built with by its full initialiser.
struct SmartScrollContent: Sendable {
  let children: [Node]
  let onScroll: ScrollReportState?
}
