#define _GNU_SOURCE
#include "text_floor.h"

#include <dlfcn.h>
#include <hb.h>
#include <linebreak.h>
#include <stdlib.h>
#include <string.h>

struct TrellisTextFloor {
  hb_blob_t *blob;
  hb_face_t *face;
  hb_font_t *font;
  hb_buffer_t *buffer;
  double unitsPerEm;
  // Scratch, grown as needed: the advance (ems) at each byte a cluster starts at, and libunibreak's answer per byte.
  double *advances;
  char *breaks;
  size_t capacity;
};

TrellisTextFloor *trellis_text_floor_create(const char *path, int index) {
  hb_blob_t *blob = hb_blob_create_from_file(path);
  if (!blob || hb_blob_get_length(blob) == 0) {
    hb_blob_destroy(blob);
    return NULL;
  }
  TrellisTextFloor *floor = calloc(1, sizeof *floor);
  if (!floor) return NULL;
  floor->blob = blob;
  floor->face = hb_face_create(blob, (unsigned)index);
  unsigned upem = hb_face_get_upem(floor->face);
  floor->font = hb_font_create(floor->face);
  hb_font_set_scale(floor->font, (int)upem, (int)upem);
  hb_font_make_immutable(floor->font);
  floor->buffer = hb_buffer_create();
  floor->unitsPerEm = upem;
  init_linebreak();
  return floor;
}

void trellis_text_floor_destroy(TrellisTextFloor *floor) {
  if (!floor) return;
  hb_buffer_destroy(floor->buffer);
  hb_font_destroy(floor->font);
  hb_face_destroy(floor->face);
  hb_blob_destroy(floor->blob);
  free(floor->advances);
  free(floor->breaks);
  free(floor);
}

static int reserve(TrellisTextFloor *floor, size_t length) {
  if (length <= floor->capacity) return 1;
  size_t capacity = length * 2;
  double *advances = realloc(floor->advances, capacity * sizeof *advances);
  if (advances) floor->advances = advances;
  char *breaks = realloc(floor->breaks, capacity);
  if (breaks) floor->breaks = breaks;
  if (!advances || !breaks) return 0;
  floor->capacity = capacity;
  return 1;
}

long trellis_text_floor_set(TrellisTextFloor *floor, const char *text, const long *offsets, long count, double size,
                            double width, double *widest) {
  // The limit in ems, with the tolerance Trellis's line breaker allows.
  double limit = width / size * (1 + 1e-12) + 1e-12;
  double widestEms = 0;
  long lines = 0;
  for (long k = 0; k < count; k++) {
    const char *paragraph = text + offsets[k];
    size_t length = (size_t)(offsets[k + 1] - offsets[k]);
    if (length == 0) {
      lines += 1;
      continue;
    }
    if (!reserve(floor, length)) return -1;
    hb_buffer_clear_contents(floor->buffer);
    hb_buffer_add_utf8(floor->buffer, paragraph, (int)length, 0, (int)length);
    hb_buffer_guess_segment_properties(floor->buffer);
    hb_shape(floor->font, floor->buffer, NULL, 0);
    unsigned glyphs = 0;
    hb_glyph_info_t *infos = hb_buffer_get_glyph_infos(floor->buffer, &glyphs);
    hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(floor->buffer, &glyphs);
    double *advances = floor->advances;
    memset(advances, 0, length * sizeof *advances);
    for (unsigned g = 0; g < glyphs; g++) advances[infos[g].cluster] += positions[g].x_advance / floor->unitsPerEm;
    set_linebreaks_utf8((const utf8_t *)paragraph, length, "en", floor->breaks);

    // Greedy breaking over segments (text up to a break opportunity): content width and trailing space width.
    double line = 0, pending = 0, content = 0, space = 0;
    int started = 0;
    for (size_t i = 0; i < length; i++) {
      unsigned char byte = (unsigned char)paragraph[i];
      if (byte == ' ' || byte == '\t') {
        space += advances[i];
      } else {
        content += space + advances[i];
        space = 0;
      }
      char opportunity = floor->breaks[i];
      if (i + 1 < length && opportunity != LINEBREAK_ALLOWBREAK && opportunity != LINEBREAK_MUSTBREAK) continue;
      if (started && line + pending + content <= limit) {
        line += pending + content;
      } else {
        if (started) {
          lines += 1;
          if (line > widestEms) widestEms = line;
        }
        started = 1;
        line = content;
      }
      pending = space;
      content = 0;
      space = 0;
    }
    line += pending < limit - line ? pending : (limit - line > 0 ? limit - line : 0);
    lines += 1;
    if (line > widestEms) widestEms = line;
  }
  if (widest) *widest = widestEms * size;
  return lines;
}

// MARK: - Pango, loaded at run time

typedef void *(*NewFunction)(void);
typedef void *(*CreateContextFunction)(void *);
typedef void (*SetBoolFunction)(void *, int);
typedef void *(*FromStringFunction)(const char *);
typedef void (*SetDoubleFunction)(void *, double);
typedef void (*SetPointerFunction)(void *, void *);
typedef void (*SetIntFunction)(void *, int);
typedef void (*SetTextFunction)(void *, const char *, int);
typedef void (*GetSizeFunction)(void *, int *, int *);
typedef int (*GetIntFunction)(void *);
typedef void (*FreeFunction)(void *);

struct TrellisPango {
  void *library;
  void *fontMap;
  void *context;
  void *description;
  void *layout;
  SetIntFunction setWidth;
  SetTextFunction setText;
  GetSizeFunction getSize;
  GetIntFunction lineCount;
  FreeFunction unref;
  FreeFunction freeDescription;
};

/// Pango's unit: 1024 per pixel.
static const double pangoScale = 1024;

TrellisPango *trellis_pango_create(const char *family, double size) {
  void *library = dlopen("libpangoft2-1.0.so.0", RTLD_NOW | RTLD_LOCAL);
  if (!library) return NULL;
  NewFunction newFontMap = (NewFunction)dlsym(library, "pango_ft2_font_map_new");
  CreateContextFunction createContext = (CreateContextFunction)dlsym(library, "pango_font_map_create_context");
  SetBoolFunction roundPositions = (SetBoolFunction)dlsym(library, "pango_context_set_round_glyph_positions");
  FromStringFunction fromString = (FromStringFunction)dlsym(library, "pango_font_description_from_string");
  SetDoubleFunction absoluteSize = (SetDoubleFunction)dlsym(library, "pango_font_description_set_absolute_size");
  CreateContextFunction newLayout = (CreateContextFunction)dlsym(library, "pango_layout_new");
  SetPointerFunction setDescription = (SetPointerFunction)dlsym(library, "pango_layout_set_font_description");
  SetIntFunction setWrap = (SetIntFunction)dlsym(library, "pango_layout_set_wrap");
  TrellisPango pango = {
      .library = library,
      .setWidth = (SetIntFunction)dlsym(library, "pango_layout_set_width"),
      .setText = (SetTextFunction)dlsym(library, "pango_layout_set_text"),
      .getSize = (GetSizeFunction)dlsym(library, "pango_layout_get_size"),
      .lineCount = (GetIntFunction)dlsym(library, "pango_layout_get_line_count"),
      .unref = (FreeFunction)dlsym(library, "g_object_unref"),
      .freeDescription = (FreeFunction)dlsym(library, "pango_font_description_free"),
  };
  if (!newFontMap || !createContext || !roundPositions || !fromString || !absoluteSize || !newLayout ||
      !setDescription || !setWrap || !pango.setWidth || !pango.setText || !pango.getSize || !pango.lineCount ||
      !pango.unref || !pango.freeDescription) {
    dlclose(library);
    return NULL;
  }
  pango.fontMap = newFontMap();
  pango.context = createContext(pango.fontMap);
  roundPositions(pango.context, 0);
  pango.description = fromString(family);
  absoluteSize(pango.description, size * pangoScale);
  pango.layout = newLayout(pango.context);
  setDescription(pango.layout, pango.description);
  setWrap(pango.layout, 0);  // PANGO_WRAP_WORD
  TrellisPango *result = malloc(sizeof *result);
  if (!result) return NULL;
  *result = pango;
  return result;
}

void trellis_pango_destroy(TrellisPango *pango) {
  if (!pango) return;
  pango->unref(pango->layout);
  pango->freeDescription(pango->description);
  pango->unref(pango->context);
  pango->unref(pango->fontMap);
  // The library stays loaded: GLib's type system cannot unload the types it registered.
  free(pango);
}

long trellis_pango_set(TrellisPango *pango, const char *text, const long *offsets, long count, double width,
                       double *widest) {
  pango->setWidth(pango->layout, (int)(width * pangoScale));
  long lines = 0;
  int widestUnits = 0;
  for (long k = 0; k < count; k++) {
    pango->setText(pango->layout, text + offsets[k], (int)(offsets[k + 1] - offsets[k]));
    int w = 0, h = 0;
    pango->getSize(pango->layout, &w, &h);
    lines += pango->lineCount(pango->layout);
    if (w > widestUnits) widestUnits = w;
  }
  if (widest) *widest = widestUnits / pangoScale;
  return lines;
}
