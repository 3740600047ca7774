// Plain C baselines for the greedy kernels (see include/kernels.h). Compiled at -O2 (Package.swift).
#include "kernels.h"

long trellis_c_flow_top_leading(const double *widths, const double *heights, long n, double maxWidth,
                                double hSpacing, double vSpacing, double *outX, double *outY,
                                double *outWidth, double *outHeight) {
  long rows = 0, i = 0;
  double y = 0, widest = 0, bottom = 0;
  while (i < n) {
    double length = widths[i], thickness = heights[i];
    outX[i] = 0;
    outY[i] = y;
    i++;
    while (i < n) {
      double position = length + hSpacing;
      double end = position + widths[i];
      if (end > maxWidth) break;
      outX[i] = position;
      outY[i] = y;
      length = end;
      if (heights[i] > thickness) thickness = heights[i];
      i++;
    }
    rows++;
    if (length > widest) widest = length;
    bottom = y + thickness;
    y = bottom + vSpacing;
  }
  if (outWidth) *outWidth = widest;
  if (outHeight) *outHeight = bottom;
  return rows;
}

long trellis_c_flow_top_leading_interleaved(const double *sizes, long n, double maxWidth, double hSpacing,
                                            double vSpacing, double *outPoints, double *outWidth,
                                            double *outHeight) {
  long rows = 0, i = 0;
  double y = 0, widest = 0, bottom = 0;
  while (i < n) {
    double length = sizes[2 * i], thickness = sizes[2 * i + 1];
    outPoints[2 * i] = 0;
    outPoints[2 * i + 1] = y;
    i++;
    while (i < n) {
      double position = length + hSpacing;
      double end = position + sizes[2 * i];
      if (end > maxWidth) break;
      outPoints[2 * i] = position;
      outPoints[2 * i + 1] = y;
      length = end;
      if (sizes[2 * i + 1] > thickness) thickness = sizes[2 * i + 1];
      i++;
    }
    rows++;
    if (length > widest) widest = length;
    bottom = y + thickness;
    y = bottom + vSpacing;
  }
  if (outWidth) *outWidth = widest;
  if (outHeight) *outHeight = bottom;
  return rows;
}

double trellis_c_masonry_shortest(const double *widths, const double *heights, long n, long columns,
                                  double maxWidth, double hSpacing, double vSpacing, double *outX,
                                  double *outY, long *outColumn, double *columnHeights) {
  (void)widths;  // top-leading: every item sits at its column's leading edge
  long k = columns < 1 ? 1 : columns;
  double columnWidth = (maxWidth - hSpacing * (double)(k - 1)) / (double)k;
  if (!(columnWidth > 0)) columnWidth = 0;
  double pitch = columnWidth + hSpacing;
  long prefix = n < k ? n : k;
  for (long c = 0; c < k; c++) columnHeights[c] = 0;
  for (long i = 0; i < prefix; i++) {
    outX[i] = (double)i * pitch;
    outY[i] = 0;
    if (outColumn) outColumn[i] = i;
    columnHeights[i] = heights[i];
  }
  for (long i = prefix; i < n; i++) {
    long best = 0;
    double shortest = columnHeights[0];
    for (long c = 1; c < k; c++) {
      if (columnHeights[c] < shortest) {
        shortest = columnHeights[c];
        best = c;
      }
    }
    double position = shortest + vSpacing;
    outX[i] = (double)best * pitch;
    outY[i] = position;
    if (outColumn) outColumn[i] = best;
    columnHeights[best] = position + heights[i];
  }
  double tallest = 0;
  for (long c = 0; c < k; c++) if (columnHeights[c] > tallest) tallest = columnHeights[c];
  return tallest;
}

double trellis_c_masonry_shortest_interleaved(const double *sizes, long n, long columns, double maxWidth,
                                              double hSpacing, double vSpacing, double *outPoints,
                                              double *columnHeights) {
  long k = columns < 1 ? 1 : columns;
  double columnWidth = (maxWidth - hSpacing * (double)(k - 1)) / (double)k;
  if (!(columnWidth > 0)) columnWidth = 0;
  double pitch = columnWidth + hSpacing;
  long prefix = n < k ? n : k;
  for (long c = 0; c < k; c++) columnHeights[c] = 0;
  for (long i = 0; i < prefix; i++) {
    outPoints[2 * i] = (double)i * pitch;
    outPoints[2 * i + 1] = 0;
    columnHeights[i] = sizes[2 * i + 1];
  }
  for (long i = prefix; i < n; i++) {
    long best = 0;
    double shortest = columnHeights[0];
    for (long c = 1; c < k; c++) {
      if (columnHeights[c] < shortest) {
        shortest = columnHeights[c];
        best = c;
      }
    }
    double position = shortest + vSpacing;
    outPoints[2 * i] = (double)best * pitch;
    outPoints[2 * i + 1] = position;
    columnHeights[best] = position + sizes[2 * i + 1];
  }
  double tallest = 0;
  for (long c = 0; c < k; c++) if (columnHeights[c] > tallest) tallest = columnHeights[c];
  return tallest;
}
