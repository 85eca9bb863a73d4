// libvips through dlopen: see include/CVips.h. The declarations below are libvips 8's own (its
// stable C API, from <vips/vips.h>); its headers are not included so that building Trellis needs
// no libvips, and linking it loads none.
#include "CVips.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

// libvips's enumerations, by value (vips/image.h, resample.h, conversion.h, foreign.h).
enum { ACCESS_SEQUENTIAL = 1 };
enum { SIZE_DOWN = 2 };
enum { INTERESTING_NONE = 0, INTERESTING_CENTRE = 1 };
enum { FAIL_ON_ERROR = 2 };
enum { INTERPRETATION_CMYK = 15, INTERPRETATION_SRGB = 22 };
enum { HEIF_COMPRESSION_AV1 = 4 };

typedef struct VipsImage VipsImage;

static struct {
  int (*init)(const char *argv0);
  const char *(*error_buffer)(void);
  void (*error_clear)(void);
  void (*cache_set_max)(int);
  void (*concurrency_set)(int);
  void (*block_untrusted_set)(int);
  void (*operation_block_set)(const char *, int);
  VipsImage *(*image_new_from_file)(const char *, ...);
  int (*image_get_width)(const VipsImage *);
  int (*image_get_height)(const VipsImage *);
  int (*image_get_n_pages)(VipsImage *);
  int (*image_hasalpha)(VipsImage *);
  int (*image_get_string)(const VipsImage *, const char *, const char **);
  int (*image_get_interpretation)(const VipsImage *);
  int (*icc_transform)(VipsImage *, VipsImage **, const char *, ...);
  VipsImage *(*image_copy_memory)(VipsImage *);
  int (*thumbnail)(const char *, VipsImage **, int, ...);
  int (*thumbnail_image)(VipsImage *, VipsImage **, int, ...);
  int (*colourspace)(VipsImage *, VipsImage **, int, ...);
  int (*jpegsave)(VipsImage *, const char *, ...);
  int (*pngsave)(VipsImage *, const char *, ...);
  int (*webpsave)(VipsImage *, const char *, ...);
  int (*heifsave)(VipsImage *, const char *, ...);
  void (*object_unref)(void *);
  unsigned (*log_set_handler)(const char *, int, void (*)(const char *, int, const char *, void *), void *);
} vips;

/// GLib's log handler that drops libvips's warnings ("error in tile …"): a picture's problems
/// reach the build as its error, once, at its character.
static void drop_warning(const char *domain, int level, const char *message, void *data) {
  (void)domain, (void)level, (void)message, (void)data;
}

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int started = -1;
static char start_error[256];
static pthread_mutex_t error_lock = PTHREAD_MUTEX_INITIALIZER;
/// Held while an operation is built (not while it runs). Building a resize compiles its vector
/// code with liborc, whose compiler before 0.4.34 (Debian 12 has 0.4.33) is not safe on two
/// threads at once; a build making AVIF pictures on both cores crashed in liborc once. Running
/// the compiled code stays on every core.
static pthread_mutex_t build_lock = PTHREAD_MUTEX_INITIALIZER;

static void start(void) {
  void *library = dlopen("libvips.so.42", RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    snprintf(start_error, sizeof start_error, "libvips is not installed (%s)", dlerror());
    return;
  }
#define FIND(field, symbol)                                                                      \
  if (!(*(void **)&vips.field = dlsym(library, symbol))) {                                       \
    snprintf(start_error, sizeof start_error, "libvips has no %s: it is older than 8.13", symbol); \
    return;                                                                                      \
  }
  FIND(init, "vips_init")
  FIND(error_buffer, "vips_error_buffer")
  FIND(error_clear, "vips_error_clear")
  FIND(cache_set_max, "vips_cache_set_max")
  FIND(concurrency_set, "vips_concurrency_set")
  FIND(block_untrusted_set, "vips_block_untrusted_set")
  FIND(operation_block_set, "vips_operation_block_set")
  FIND(image_new_from_file, "vips_image_new_from_file")
  FIND(image_get_width, "vips_image_get_width")
  FIND(image_get_height, "vips_image_get_height")
  FIND(image_get_n_pages, "vips_image_get_n_pages")
  FIND(image_hasalpha, "vips_image_hasalpha")
  FIND(image_get_string, "vips_image_get_string")
  FIND(image_get_interpretation, "vips_image_get_interpretation")
  FIND(icc_transform, "vips_icc_transform")
  FIND(image_copy_memory, "vips_image_copy_memory")
  FIND(thumbnail, "vips_thumbnail")
  FIND(thumbnail_image, "vips_thumbnail_image")
  FIND(colourspace, "vips_colourspace")
  FIND(jpegsave, "vips_jpegsave")
  FIND(pngsave, "vips_pngsave")
  FIND(webpsave, "vips_webpsave")
  FIND(heifsave, "vips_heifsave")
  FIND(object_unref, "g_object_unref")
  FIND(log_set_handler, "g_log_set_handler")
#undef FIND
  // GLib's G_LOG_LEVEL_WARNING.
  vips.log_set_handler("VIPS", 1 << 4, drop_warning, NULL);
  if (vips.init("trellis") != 0) {
    snprintf(start_error, sizeof start_error, "libvips failed to start: %s", vips.error_buffer());
    return;
  }
  // Nothing is kept between operations (each picture is made once), each operation runs on the
  // thread that calls it (Trellis makes pictures on every core at once), and only the loaders of
  // the formats Trellis reads may run: never ImageMagick, PDF or the other untrusted ones.
  vips.cache_set_max(0);
  vips.concurrency_set(1);
  vips.block_untrusted_set(1);
  vips.operation_block_set("VipsForeignLoad", 1);
  const char *readers[] = {"VipsForeignLoadJpeg", "VipsForeignLoadPng",  "VipsForeignLoadNsgif",
                           "VipsForeignLoadWebp", "VipsForeignLoadHeif", "VipsForeignLoadTiff"};
  for (size_t i = 0; i < sizeof readers / sizeof *readers; i++) vips.operation_block_set(readers[i], 0);
  started = 0;
}

int cvips_start(void) {
  pthread_once(&once, start);
  return started;
}

void cvips_error(char *buffer, size_t size) {
  if (size == 0) return;
  if (started != 0) {
    snprintf(buffer, size, "%s", start_error);
    return;
  }
  pthread_mutex_lock(&error_lock);
  snprintf(buffer, size, "%s", vips.error_buffer());
  vips.error_clear();
  pthread_mutex_unlock(&error_lock);
}

int cvips_header(const char *path, CVipsHeader *header) {
  if (started != 0) return -1;
  VipsImage *image = vips.image_new_from_file(path, "access", ACCESS_SEQUENTIAL, NULL);
  if (!image) return -1;
  header->width = vips.image_get_width(image);
  header->height = vips.image_get_height(image);
  header->pages = vips.image_get_n_pages(image);
  header->hasAlpha = vips.image_hasalpha(image);
  header->isCMYK = vips.image_get_interpretation(image) == INTERPRETATION_CMYK;
  const char *loader = "";
  if (vips.image_get_string(image, "vips-loader", &loader) != 0) loader = "";
  snprintf(header->loader, sizeof header->loader, "%s", loader);
  vips.object_unref(image);
  return 0;
}

/// `image` (consumed) as 8-bit sRGB, computed into memory; NULL on error.
static CVipsImage *in_memory_srgb(VipsImage *image) {
  VipsImage *srgb = NULL;
  pthread_mutex_lock(&build_lock);
  int failed = vips.colourspace(image, &srgb, INTERPRETATION_SRGB, NULL);
  pthread_mutex_unlock(&build_lock);
  vips.object_unref(image);
  if (failed) return NULL;
  VipsImage *memory = vips.image_copy_memory(srgb);
  vips.object_unref(srgb);
  return (CVipsImage *)memory;
}

CVipsImage *cvips_thumbnail(const char *path, int width, int height, int crop, int cmyk) {
  if (started != 0) return NULL;
  VipsImage *out = NULL;
  int crop_mode = crop ? INTERESTING_CENTRE : INTERESTING_NONE;
  if (!cmyk) {
    pthread_mutex_lock(&build_lock);
    int failed = vips.thumbnail(path, &out, width, "height", height, "size", SIZE_DOWN, "crop", crop_mode,
                                "export_profile", "srgb", "fail_on", FAIL_ON_ERROR, NULL);
    pthread_mutex_unlock(&build_lock);
    if (failed) return NULL;
    return in_memory_srgb(out);
  }
  // libvips 8.14's thumbnail converts a CMYK picture with its own CMYK profile, not the one the
  // file embeds: the picture is converted first, streamed, then shrunk.
  VipsImage *in = vips.image_new_from_file(path, "access", ACCESS_SEQUENTIAL, "fail_on", FAIL_ON_ERROR, NULL);
  if (!in) return NULL;
  VipsImage *srgb = NULL;
  pthread_mutex_lock(&build_lock);
  int failed = vips.icc_transform(in, &srgb, "srgb", "embedded", 1, "input_profile", "cmyk", NULL);
  pthread_mutex_unlock(&build_lock);
  vips.object_unref(in);
  if (failed) return NULL;
  pthread_mutex_lock(&build_lock);
  failed = vips.thumbnail_image(srgb, &out, width, "height", height, "size", SIZE_DOWN, "crop", crop_mode, NULL);
  pthread_mutex_unlock(&build_lock);
  vips.object_unref(srgb);
  if (failed) return NULL;
  return in_memory_srgb(out);
}

CVipsImage *cvips_resize(CVipsImage *image, int width, int height, int crop) {
  VipsImage *out = NULL;
  pthread_mutex_lock(&build_lock);
  int failed = vips.thumbnail_image((VipsImage *)image, &out, width, "height", height, "size", SIZE_DOWN, "crop",
                                    crop ? INTERESTING_CENTRE : INTERESTING_NONE, NULL);
  pthread_mutex_unlock(&build_lock);
  if (failed) return NULL;
  return in_memory_srgb(out);
}

int cvips_width(CVipsImage *image) { return vips.image_get_width((VipsImage *)image); }
int cvips_height(CVipsImage *image) { return vips.image_get_height((VipsImage *)image); }
int cvips_has_alpha(CVipsImage *image) { return vips.image_hasalpha((VipsImage *)image); }

int cvips_save(CVipsImage *image, const char *path, int format, int quality, int effort) {
  VipsImage *in = (VipsImage *)image;
  switch (format) {
  case CVIPS_JPEG:
    return vips.jpegsave(in, path, "Q", quality, "strip", 1, "optimize_coding", 1, NULL);
  case CVIPS_PNG:
    return vips.pngsave(in, path, "strip", 1, NULL);
  case CVIPS_WEBP:
    return vips.webpsave(in, path, "Q", quality, "strip", 1, "effort", effort, NULL);
  case CVIPS_AVIF:
    return vips.heifsave(in, path, "Q", quality, "strip", 1, "compression", HEIF_COMPRESSION_AV1, "effort", effort,
                         NULL);
  default:
    return -1;
  }
}

void cvips_release(CVipsImage *image) {
  if (image) vips.object_unref(image);
}
