// JPEG decoding for TrellisRender: libjpeg reports errors by calling error_exit, which by default ends the process;
// here it jumps back to the caller instead (setjmp/longjmp, which only C can do), so a corrupt file is an error.
#include "trellis_jpeg.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>

struct trellis_error_manager {
  struct jpeg_error_mgr base;
  jmp_buf jump;
};

static void trellis_error_exit(j_common_ptr info) {
  struct trellis_error_manager *manager = (struct trellis_error_manager *)info->err;
  longjmp(manager->jump, 1);
}

// Warnings (a truncated file, extraneous bytes) are not printed: the decoder goes on.
static void trellis_output_message(j_common_ptr info) { (void)info; }

int trellis_jpeg_decode(const unsigned char *data, size_t size, size_t max_pixels, int *width, int *height,
                        unsigned char **pixels, char *error, size_t error_size) {
  struct jpeg_decompress_struct info;
  struct trellis_error_manager manager;
  unsigned char *volatile buffer = NULL;
  *pixels = NULL;
  if (error_size > 0) error[0] = 0;
  if (data == NULL || size == 0 || size > (size_t)(unsigned long)-1) {
    if (error_size > 0) snprintf(error, error_size, "empty file");
    return 0;
  }
  info.err = jpeg_std_error(&manager.base);
  manager.base.error_exit = trellis_error_exit;
  manager.base.output_message = trellis_output_message;
  if (setjmp(manager.jump)) {
    char message[JMSG_LENGTH_MAX];
    (*info.err->format_message)((j_common_ptr)&info, message);
    if (error_size > 0) snprintf(error, error_size, "%s", message);
    jpeg_destroy_decompress(&info);
    free(buffer);
    return 0;
  }
  jpeg_create_decompress(&info);
  jpeg_mem_src(&info, data, (unsigned long)size);
  jpeg_read_header(&info, TRUE);
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  info.out_color_space = JCS_EXT_BGRA;
#else
  info.out_color_space = JCS_EXT_ARGB;
#endif
  jpeg_start_decompress(&info);
  size_t w = info.output_width;
  size_t h = info.output_height;
  if (w == 0 || h == 0 || w > max_pixels / h || info.output_components != 4) {
    if (error_size > 0) snprintf(error, error_size, "image of %zux%zu pixels is too large or empty", w, h);
    jpeg_destroy_decompress(&info);
    return 0;
  }
  buffer = malloc(w * h * 4);
  if (buffer == NULL) {
    if (error_size > 0) snprintf(error, error_size, "out of memory");
    jpeg_destroy_decompress(&info);
    return 0;
  }
  while (info.output_scanline < info.output_height) {
    JSAMPROW row = buffer + (size_t)info.output_scanline * w * 4;
    jpeg_read_scanlines(&info, &row, 1);
  }
  jpeg_finish_decompress(&info);
  jpeg_destroy_decompress(&info);
  *width = (int)w;
  *height = (int)h;
  *pixels = buffer;
  return 1;
}
