#ifndef TRELLIS_JPEG_H
#define TRELLIS_JPEG_H

#include <stddef.h>

/// Decodes the JPEG file in `data` (`size` bytes) with libjpeg. On success returns 1 and sets `*width`, `*height`
/// and `*pixels`: a buffer from malloc (the caller frees it) of `width * height` opaque pixels, 4 bytes each, in
/// Cairo's CAIRO_FORMAT_ARGB32 layout (a native-endian 32-bit 0xAARRGGBB per pixel), rows `width * 4` bytes apart.
/// On failure returns 0 and writes libjpeg's message into `error` (`error_size` bytes, NUL-terminated); a corrupt
/// file never exits the process. Images of more than `max_pixels` pixels are refused before any allocation.
int trellis_jpeg_decode(const unsigned char *data, size_t size, size_t max_pixels, int *width, int *height,
                        unsigned char **pixels, char *error, size_t error_size);

#endif
