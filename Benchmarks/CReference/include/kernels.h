#pragma once
/// Plain C reference loops for the greedy flow and masonry kernels: the baselines of the benchmark's
/// "Swift kernel vs C" ratio. Same rules and the same floating-point operation order as the Swift kernels
/// (TrellisCore/Kernels), top-leading alignment, left to right, no validation (the caller passes sane input).
#include <stddef.h>

/// Top-leading HFlow (FrameUp's row engine): item i joins the current row iff
/// (rowWidth + hSpacing) + widths[i] <= maxWidth; the first item of a row always fits.
/// Writes each item's top-left corner to outX[i], outY[i]; writes the content size to *outWidth, *outHeight
/// (either may be NULL). Returns the number of rows (0 when n == 0).
long trellis_c_flow_top_leading(const double *widths, const double *heights, long n, double maxWidth,
                                double hSpacing, double vSpacing, double *outX, double *outY,
                                double *outWidth, double *outHeight);

/// The same loop over interleaved sizes (w0, h0, w1, h1, …) writing interleaved points (x0, y0, …): the memory
/// layout of Swift's [Size] and [Point].
long trellis_c_flow_top_leading_interleaved(const double *sizes, long n, double maxWidth, double hSpacing,
                                            double vSpacing, double *outPoints, double *outWidth,
                                            double *outHeight);

/// Top-leading VMasonry with shortest-column placement: the first min(n, columns) items fill columns 0, 1, …;
/// then each item goes to the column with the smallest height (ties: lowest index; linear scan).
/// columnWidth = (maxWidth - hSpacing*(columns-1))/columns clamped at 0; column c is at x = c*(columnWidth+hSpacing).
/// Writes offsets to outX/outY and the column of each item to outColumn (may be NULL). `columnHeights` is caller
/// scratch of `columns` doubles and holds the final column heights. columns < 1 counts as 1.
/// Returns the tallest column's height.
double trellis_c_masonry_shortest(const double *widths, const double *heights, long n, long columns,
                                  double maxWidth, double hSpacing, double vSpacing, double *outX,
                                  double *outY, long *outColumn, double *columnHeights);

/// The same masonry loop over interleaved sizes and points (the memory layout of Swift's [Size] and [Point]).
double trellis_c_masonry_shortest_interleaved(const double *sizes, long n, long columns, double maxWidth,
                                              double hSpacing, double vSpacing, double *outPoints,
                                              double *columnHeights);
