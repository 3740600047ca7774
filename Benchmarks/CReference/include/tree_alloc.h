#pragma once
/// The allocation floor of a tree with one heap object per node: the same tree as a Swift `Node` tree (one
/// 120-byte block per node, Trellis's node size, and one child-pointer array per node with two or more children; a
/// node with one child keeps it in place, as a Swift modifier does), built
/// children first as result builders build it, then freed children first, with plain malloc and free. The baseline
/// of the benchmark's "build / C tree" ratio: what building and freeing such a tree costs before any layout logic,
/// reference counting or type metadata.
#include <stddef.h>

/// Builds the tree described in pre-order by `childCounts` (node i's number of children; n nodes in all, a valid
/// pre-order description), writing `leafSizes[2k]`, `leafSizes[2k + 1]` into the k-th leaf's block, then frees
/// every block. Returns the number of nodes built (n for a valid description).
long trellis_c_tree_build_free(const int *childCounts, const double *leafSizes, long n);
