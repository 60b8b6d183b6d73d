#ifndef FITTODAY_CLIBVIPS_H
#define FITTODAY_CLIBVIPS_H

#include <stddef.h>
#include <stdint.h>

/// libvips, loaded when a build first makes an image rendition (dlopen) rather than linked: linked, its dozens of
/// libraries (GLib, libjpeg, libwebp, libpng, ...) would load, and run their set-up, at the start of every command.
/// These wrappers also turn libvips's variadic calls into plain ones Swift can make.

/// What `fittoday_vips_render_boxes` did.
typedef enum {
    FITTODAY_VIPS_OK = 0,
    /// libvips could not read the image's header, or could not decode it.
    FITTODAY_VIPS_UNREADABLE = 1,
    /// The header names more pixels than allowed: refused before decoding.
    FITTODAY_VIPS_TOO_MANY_PIXELS = 2,
    /// libvips is not loaded.
    FITTODAY_VIPS_NOT_LOADED = 3,
} fittoday_vips_status;

/// Loads the first of `paths` (`count` of them) that opens and has every function used, initialises it, blocks its
/// untrusted loaders, keeps its operation cache within `cache_max_operations` and `cache_max_bytes`, and runs each
/// operation on one thread (the caller runs renditions side by side). Returns 0 with libvips's version in `message`;
/// otherwise -1, with why in `message`. Called once per process.
int fittoday_vips_load(const char *const *paths, int count, int cache_max_operations, size_t cache_max_bytes,
                       char *message, size_t message_size);

/// The width and height in the header of the image in `data`, read without decoding it; 0 when it has none.
int fittoday_vips_header(const void *data, size_t length, int *width, int *height);

/// One rendition asked of ``fittoday_vips_render_boxes``: its box in pixels and whether it is cut to it, then what was
/// made (the encoded bytes, to free with `fittoday_vips_free`, and the rendition's size).
typedef struct {
    int width;
    int height;
    int crop;
    void *output;
    size_t output_length;
    int output_width;
    int output_height;
} fittoday_vips_box;

/// Makes one rendition of the image in `data` for each of `boxes` (`count` of them) from a single decode: each at most
/// its `width` × `height` pixels, never enlarged; with `crop`, cut to exactly that box (centred) once shrunk.
/// `format`: 0 WebP, 1 JPEG; `quality` 1...100; metadata stripped. An image whose header names more than `max_pixels`
/// pixels is refused before it is decoded. `*decodes` counts the decodes of the image (0 or 1). On success every box's
/// output is filled; otherwise none is, and libvips's reason is in `message`.
fittoday_vips_status fittoday_vips_render_boxes(const void *data, size_t length, fittoday_vips_box *boxes, int count, int format,
                                                int quality, int64_t max_pixels, int *decodes, char *message, size_t message_size);

/// Frees a rendition's bytes.
void fittoday_vips_free(void *pointer);

#endif
