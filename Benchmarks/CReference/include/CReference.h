#pragma once
/// Plain C reference loops for the greedy kernels (the baseline of the benchmark ratios).
int creference_version(void);
#include "kernels.h"
#include "glpk_raw.h"
#include "tree_alloc.h"
#include "heap_stats.h"
#include "text_floor.h"
