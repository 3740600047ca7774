/// Built-in single-child modifiers whose explicit guides are their child's, moved by the child's offset.
package protocol PropagatesChildGuides {}
