#include "tree_alloc.h"

#include <stdlib.h>
#include <string.h>

/// One node: 120 bytes in all, like Trellis's `Node` (object header included).
typedef struct CNode {
  long header[2];
  struct CNode **children;  // NULL for a leaf; for one child, the child itself (cast), as a Swift modifier keeps it
  long childCount;
  double width, height;
  char rest[120 - 2 * sizeof(long) - sizeof(struct CNode **) - sizeof(long) - 2 * sizeof(double)];
} CNode;

typedef struct {
  const int *childCounts;
  const double *leafSizes;
  long next;  // the next node in pre-order
  long leaf;  // the next leaf
  long built;
} Cursor;

static CNode *build(Cursor *cursor) {
  long count = cursor->childCounts[cursor->next++];
  CNode **children = NULL;
  if (count == 1) {
    children = (CNode **)build(cursor);
  } else if (count > 1) {
    children = malloc(sizeof(CNode *) * (size_t)count);
    for (long k = 0; k < count; k++) children[k] = build(cursor);
  }
  CNode *node = malloc(sizeof(CNode));
  // Every byte written, as an object's initialiser does (not zero: the compiler would turn malloc + zeroing into
  // calloc, which no object initialiser does).
  memset(node, 0xA5, sizeof(CNode));
  node->children = children;
  node->childCount = count;
  if (count == 0) {
    node->width = cursor->leafSizes[2 * cursor->leaf];
    node->height = cursor->leafSizes[2 * cursor->leaf + 1];
    cursor->leaf++;
  }
  cursor->built++;
  return node;
}

static void release(CNode *node) {
  if (node->childCount == 1) {
    release((CNode *)node->children);
  } else {
    for (long k = 0; k < node->childCount; k++) release(node->children[k]);
    free(node->children);
  }
  free(node);
}

long trellis_c_tree_build_free(const int *childCounts, const double *leafSizes, long n) {
  if (n <= 0) return 0;
  Cursor cursor = {childCounts, leafSizes, 0, 0, 0};
  CNode *root = build(&cursor);
  release(root);
  return cursor.built;
}
