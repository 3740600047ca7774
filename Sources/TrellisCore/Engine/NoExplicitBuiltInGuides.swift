/// Built-in layouts that use the protocol's default explicit alignment: `nil` for every built-in guide, without
/// placing anything (so the engine skips asking).
package protocol NoExplicitBuiltInGuides {}
