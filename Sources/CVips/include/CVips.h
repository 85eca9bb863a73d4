// libvips (Debian's libvips42, from libvips-dev), loaded at run time and seen by TrellisPictures
// only. The library is opened with dlopen the first time a picture is made, so that a build with
// no raster picture, or one whose pictures are all cached, neither loads libvips and its hundred
// dependencies nor pays their start-up. Each function here is one libvips call with its options
// fixed, since Swift cannot call libvips's variadic functions.
#ifndef CVIPS_H
#define CVIPS_H

#include <stddef.h>

/// A libvips image (`VipsImage *`), released with `cvips_release`.
typedef struct CVipsImage CVipsImage;

/// What a picture's header says, read without decoding its pixels.
typedef struct {
  int width;
  int height;
  /// Frames (pages) in the file: more than one for an animated GIF or WebP.
  int pages;
  int hasAlpha;
  /// Whether its pixels are CMYK.
  int isCMYK;
  /// The loader libvips chose from the file's content (`jpegload`, `pngload`, …).
  char loader[32];
} CVipsHeader;

/// Output formats.
enum { CVIPS_JPEG = 0, CVIPS_PNG = 1, CVIPS_WEBP = 2, CVIPS_AVIF = 3 };

/// Opens libvips and starts it (once; later calls return the first result). 0 on success; else
/// `cvips_error` says why (no libvips installed, or it failed to start).
int cvips_start(void);

/// The last error's text, copied into `buffer` (at most `size` bytes, NUL-terminated), and
/// cleared.
void cvips_error(char *buffer, size_t size);

/// Reads the header of the file at `path` (pixels are not decoded). Returns 0, or -1 when the
/// file is not a picture libvips may read.
int cvips_header(const char *path, CVipsHeader *header);

/// Decodes the picture at `path`, applies its EXIF orientation, converts it to 8-bit sRGB from
/// its embedded profile (CMYK included), and shrinks it to fit `width` × `height` (or to fill
/// them, cropped around the centre, when `crop` is non-zero); never enlarges it. The file is read
/// as a stream, with shrink-on-load where the format has it. `cmyk` (from its header) converts a
/// CMYK picture by its embedded profile before shrinking it. The result is in memory. NULL on
/// error (a truncated or corrupt file included).
CVipsImage *cvips_thumbnail(const char *path, int width, int height, int crop, int cmyk);

/// `image` shrunk in the same way, in memory. NULL on error.
CVipsImage *cvips_resize(CVipsImage *image, int width, int height, int crop);

int cvips_width(CVipsImage *image);
int cvips_height(CVipsImage *image);
int cvips_has_alpha(CVipsImage *image);

/// Writes `image` to `path` as `format` at `quality` (1–100; unused for PNG), with every
/// metadata block stripped (EXIF, XMP, IPTC, ICC profile, comments). 0 on success.
int cvips_save(CVipsImage *image, const char *path, int format, int quality, int effort);

void cvips_release(CVipsImage *image);

#endif
