#pragma once
/// The floor of the benchmark's paragraph rows: what setting text costs in C with the same libraries Trellis uses,
/// and Pango, the Linux desktop's text layout, on the same paragraphs.
///
/// Both take paragraphs as one UTF-8 buffer: paragraph k is bytes offsets[k] ..< offsets[k + 1] (count + 1 offsets),
/// without newlines. Both answer the number of lines of all paragraphs set `width` points wide at `size` points and
/// write the widest line's width in points to `*widest` (may be NULL).
#include <stddef.h>

/// HarfBuzz's font over face `index` of the file at `path` (at the face's own units per em), a reused shaping buffer,
/// and the scratch arrays of the floor; NULL when the file cannot be read.
typedef struct TrellisTextFloor TrellisTextFloor;
TrellisTextFloor *trellis_text_floor_create(const char *path, int index);
void trellis_text_floor_destroy(TrellisTextFloor *floor);

/// Shapes each paragraph in one HarfBuzz call (script and direction guessed from the text), finds its UAX #14 break
/// opportunities with libunibreak, and breaks it greedily: a segment (up to a break opportunity) goes on the line
/// when its width without trailing spaces fits, else it starts the next line; trailing spaces hang. No fallback
/// fonts, bidi or grapheme breaking of over-wide words: the floor for Latin text.
long trellis_text_floor_set(TrellisTextFloor *floor, const char *text, const long *offsets, long count, double size,
                            double width, double *widest);

/// Pango (libpangoft2, loaded with dlopen so that nothing is needed to build), one layout with `family` at `size`
/// pixels (unhinted, unrounded positions), word wrapping `width` wide; NULL when Pango cannot be loaded.
typedef struct TrellisPango TrellisPango;
TrellisPango *trellis_pango_create(const char *family, double size);
void trellis_pango_destroy(TrellisPango *pango);

/// Sets each paragraph in the layout (`pango_layout_set_text`, then `pango_layout_get_size` and the line count).
long trellis_pango_set(TrellisPango *pango, const char *text, const long *offsets, long count, double width,
                       double *widest);
