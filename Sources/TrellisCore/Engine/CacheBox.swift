/// Storage for one container's cache during a pass.
final class CacheBox<C> {
  // SAFETY: `@exclusivity(unchecked)`. Invariant: the pass runs on one thread, and a container's cache is accessed
  // only while the engine calls that container's layout (`inout` for the call's duration); such a call reaches only
  // the container's descendants, never the container itself, so two accesses to one cache never overlap. A checked
  // access is a call into the runtime on every call into a layout.
  @exclusivity(unchecked) var cache: C
  @inline(__always) init(_ cache: C) { self.cache = cache }
}
