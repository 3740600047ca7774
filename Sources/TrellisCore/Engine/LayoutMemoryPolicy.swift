/// What a ``LayoutEngine`` keeps between its layouts, part of its ``LayoutConfiguration``.
///
/// An engine owns three kinds of memory that outlive one layout, all of which go when the engine and its copies are
/// released:
/// - **pass memory**: the blocks a pass carves its per-node and per-slot arrays from. When a pass and every result
///   reading it are gone, its blocks return to the engine, which keeps up to ``retainedPassBytes`` of them (at most
///   4 blocks; a block is only reused by a pass that needs at least half of it), so laying out a large tree again
///   reuses memory the process already has instead of faulting fresh pages in.
/// - **flattened templates** (``keepsFlattenedTemplates``): a small root laid out a second time keeps its flattened
///   tree, and its later passes copy it instead of flattening the tree again (Layout.md, "Laying out the same tree
///   again"); at most 8, of roots that are still alive.
/// - **layout memos** (``keepsLayoutMemos``): what a layout keeps per engine across passes, such as a
///   `ConstraintLayout`'s warm solvers and its children's measured sizings, for the layout values still alive.
///
/// The default (``standard``) keeps all three, with 256 MiB of pass memory: an engine kept by its caller lays a
/// tree of 10⁶ nodes out again without new pages. ``releasingAfterEachLayout`` keeps nothing: every block goes back
/// to the allocator when its pass and results are released, and each layout starts cold.
///
/// ```swift
/// var configuration = LayoutConfiguration.monospaced
/// configuration.memoryPolicy = .releasingAfterEachLayout
/// let engine = LayoutEngine(configuration: configuration)   // holds no memory between layouts
/// ```
///
/// - Complexity: O(1) for every member.
public struct LayoutMemoryPolicy: Sendable, Hashable {
  /// Bytes of freed pass memory the engine keeps for its next layouts; 0 keeps none. A negative value is taken
  /// as 0.
  public var retainedPassBytes: Int {
    get { bytes }
    set { bytes = max(0, newValue) }
  }
  /// Whether a small root laid out a second time keeps its flattened tree for its later passes.
  public var keepsFlattenedTemplates: Bool
  /// Whether layouts keep memos in the engine across passes (a `ConstraintLayout`'s warm solvers); without them,
  /// every pass builds and solves anew.
  public var keepsLayoutMemos: Bool

  private var bytes: Int

  /// A policy; a negative `retainedPassBytes` is taken as 0.
  public init(retainedPassBytes: Int = 256 << 20, keepsFlattenedTemplates: Bool = true, keepsLayoutMemos: Bool = true) {
    self.bytes = max(0, retainedPassBytes)
    self.keepsFlattenedTemplates = keepsFlattenedTemplates
    self.keepsLayoutMemos = keepsLayoutMemos
  }

  /// Keeps up to 256 MiB of pass memory, flattened templates and layout memos: the default.
  public static let standard = LayoutMemoryPolicy()

  /// Keeps nothing between layouts: pass memory is freed as soon as its pass and results are, and no template or
  /// memo is kept.
  public static let releasingAfterEachLayout = LayoutMemoryPolicy(
    retainedPassBytes: 0, keepsFlattenedTemplates: false, keepsLayoutMemos: false)
}
