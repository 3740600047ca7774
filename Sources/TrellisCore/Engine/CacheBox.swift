/// Storage for one container's cache during a pass.
final class CacheBox<C> {
  // Accessed only by the engine's single-threaded pass, one call at a time.
  @exclusivity(unchecked) var cache: C
  init(_ cache: C) { self.cache = cache }
}
