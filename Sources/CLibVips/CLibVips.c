#include "CLibVips.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

typedef void VipsImage;
typedef int (*init_f)(const char *);
typedef const char *(*version_string_f)(void);
typedef void (*cache_set_max_f)(int);
typedef void (*cache_set_max_mem_f)(size_t);
typedef void (*cache_set_max_files_f)(int);
typedef void (*concurrency_set_f)(int);
typedef void (*block_untrusted_set_f)(int);
typedef VipsImage *(*image_new_from_buffer_f)(const void *, size_t, const char *, ...);
typedef int (*image_get_int_f)(const VipsImage *);
typedef int (*thumbnail_buffer_f)(void *, size_t, VipsImage **, int, ...);
typedef int (*thumbnail_image_f)(VipsImage *, VipsImage **, int, ...);
typedef VipsImage *(*image_copy_memory_f)(VipsImage *);
typedef int (*save_buffer_f)(VipsImage *, void **, size_t *, ...);
typedef const char *(*error_buffer_f)(void);
typedef void (*error_clear_f)(void);
typedef void (*object_unref_f)(void *);
typedef void (*free_f)(void *);
typedef void (*log_function_f)(const char *, int, const char *, void *);
typedef unsigned (*log_set_handler_f)(const char *, int, log_function_f, void *);

typedef struct {
    image_new_from_buffer_f image_new_from_buffer;
    image_get_int_f image_get_width;
    image_get_int_f image_get_height;
    thumbnail_buffer_f thumbnail_buffer;
    thumbnail_image_f thumbnail_image;
    image_copy_memory_f image_copy_memory;
    save_buffer_f webpsave_buffer;
    save_buffer_f jpegsave_buffer;
    error_buffer_f error_buffer;
    error_clear_f error_clear;
    object_unref_f object_unref;
    free_f free;
} vips_functions;

static vips_functions vips;
static int vips_loaded = 0;

/// VipsInteresting and VipsSize (vips/enumtypes.h, part of libvips's ABI).
#define FITTODAY_VIPS_INTERESTING_NONE 0
#define FITTODAY_VIPS_INTERESTING_CENTRE 1
#define FITTODAY_VIPS_SIZE_DOWN 2
/// G_LOG_LEVEL_CRITICAL | WARNING | MESSAGE | INFO | DEBUG: a damaged image's complaints are the caller's to report.
#define FITTODAY_QUIET_LOG_LEVELS (8 | 16 | 32 | 64 | 128)

static void quiet_log(const char *domain, int level, const char *text, void *context) {
    (void)domain;
    (void)level;
    (void)text;
    (void)context;
}

int fittoday_vips_load(const char *const *paths, int count, int cache_max_operations, size_t cache_max_bytes,
                       char *message, size_t message_size) {
    if (message_size > 0) message[0] = '\0';
    for (int index = 0; index < count; index++) {
        size_t used = strlen(message);
        const char *separator = used > 0 ? "; " : "";
        void *library = dlopen(paths[index], RTLD_NOW | RTLD_LOCAL);
        if (library == NULL) {
            const char *error = dlerror();
            snprintf(message + used, message_size - used, "%s%s", separator, error ? error : paths[index]);
            continue;
        }
        init_f init = (init_f)dlsym(library, "vips_init");
        version_string_f version = (version_string_f)dlsym(library, "vips_version_string");
        cache_set_max_f cache_set_max = (cache_set_max_f)dlsym(library, "vips_cache_set_max");
        cache_set_max_mem_f cache_set_max_mem = (cache_set_max_mem_f)dlsym(library, "vips_cache_set_max_mem");
        cache_set_max_files_f cache_set_max_files = (cache_set_max_files_f)dlsym(library, "vips_cache_set_max_files");
        concurrency_set_f concurrency_set = (concurrency_set_f)dlsym(library, "vips_concurrency_set");
        block_untrusted_set_f block_untrusted_set = (block_untrusted_set_f)dlsym(library, "vips_block_untrusted_set");
        log_set_handler_f log_set_handler = (log_set_handler_f)dlsym(library, "g_log_set_handler");
        // Filled in whole before the process-wide table is: a failed load leaves it as it was.
        vips_functions found = {
            (image_new_from_buffer_f)dlsym(library, "vips_image_new_from_buffer"),
            (image_get_int_f)dlsym(library, "vips_image_get_width"),
            (image_get_int_f)dlsym(library, "vips_image_get_height"),
            (thumbnail_buffer_f)dlsym(library, "vips_thumbnail_buffer"),
            (thumbnail_image_f)dlsym(library, "vips_thumbnail_image"),
            (image_copy_memory_f)dlsym(library, "vips_image_copy_memory"),
            (save_buffer_f)dlsym(library, "vips_webpsave_buffer"),
            (save_buffer_f)dlsym(library, "vips_jpegsave_buffer"),
            (error_buffer_f)dlsym(library, "vips_error_buffer"),
            (error_clear_f)dlsym(library, "vips_error_clear"),
            (object_unref_f)dlsym(library, "g_object_unref"),
            (free_f)dlsym(library, "g_free"),
        };
        // vips_block_untrusted_set (8.13) is required: without it, loaders that were never fuzzed would read our input.
        if (init == NULL || version == NULL || cache_set_max == NULL || cache_set_max_mem == NULL || cache_set_max_files == NULL
            || concurrency_set == NULL || block_untrusted_set == NULL || found.image_new_from_buffer == NULL
            || found.image_get_width == NULL || found.image_get_height == NULL || found.thumbnail_buffer == NULL
            || found.thumbnail_image == NULL || found.image_copy_memory == NULL            || found.webpsave_buffer == NULL || found.jpegsave_buffer == NULL || found.error_buffer == NULL
            || found.error_clear == NULL || found.object_unref == NULL || found.free == NULL) {
            snprintf(message + used, message_size - used, "%s%s: not libvips 8.13 or later (a function is missing)", separator,
                     paths[index]);
            dlclose(library);
            continue;
        }
        if (init("fittoday") != 0) {
            snprintf(message + used, message_size - used, "%s%s: vips_init failed", separator, paths[index]);
            dlclose(library);
            continue;
        }
        block_untrusted_set(1);
        cache_set_max(cache_max_operations);
        cache_set_max_mem(cache_max_bytes);
        cache_set_max_files(0);
        concurrency_set(1);
        if (log_set_handler != NULL) {
            log_set_handler("VIPS", FITTODAY_QUIET_LOG_LEVELS, quiet_log, NULL);
            log_set_handler("GLib-GObject", FITTODAY_QUIET_LOG_LEVELS, quiet_log, NULL);
        }
        vips = found;
        vips_loaded = 1;
        snprintf(message, message_size, "%s", version());
        return 0;
    }
    return -1;
}

static void take_error(char *message, size_t message_size, const char *fallback) {
    const char *error = vips.error_buffer();
    snprintf(message, message_size, "%s", error != NULL && error[0] != '\0' ? error : fallback);
    vips.error_clear();
}

int fittoday_vips_header(const void *data, size_t length, int *width, int *height) {
    *width = 0;
    *height = 0;
    if (!vips_loaded) return 0;
    // Lazy: only the header is read; nothing is decoded until pixels are asked for.
    VipsImage *image = vips.image_new_from_buffer(data, length, "", NULL);
    if (image == NULL) {
        vips.error_clear();
        return 0;
    }
    *width = vips.image_get_width(image);
    *height = vips.image_get_height(image);
    vips.object_unref(image);
    return 1;
}

/// The scale, at most 1, that shrinks a `width` × `height` image just enough to cover every box: a square box is
/// covered on both sides (it is cut from the middle), any other is bounded by its width.
static double covering_scale(int width, int height, const fittoday_vips_box *boxes, int count) {
    double scale = 0;
    for (int index = 0; index < count; index++) {
        double across = (double)boxes[index].width / width;
        double down = (double)boxes[index].height / height;
        double needed = boxes[index].crop ? (across > down ? across : down) : (across < down ? across : down);
        if (needed > scale) scale = needed;
    }
    return scale > 1 ? 1 : scale;
}

static void free_outputs(fittoday_vips_box *boxes, int count) {
    for (int index = 0; index < count; index++) {
        if (boxes[index].output != NULL) vips.free(boxes[index].output);
        boxes[index].output = NULL;
        boxes[index].output_length = 0;
        boxes[index].output_width = 0;
        boxes[index].output_height = 0;
    }
}

fittoday_vips_status fittoday_vips_render_boxes(const void *data, size_t length, fittoday_vips_box *boxes, int count, int format,
                                                int quality, int64_t max_pixels, int *decodes, char *message, size_t message_size) {
    *decodes = 0;
    for (int index = 0; index < count; index++) {
        boxes[index].output = NULL;
        boxes[index].output_length = 0;
        boxes[index].output_width = 0;
        boxes[index].output_height = 0;
    }
    if (message_size > 0) message[0] = '\0';
    if (!vips_loaded) {
        snprintf(message, message_size, "libvips is not loaded");
        return FITTODAY_VIPS_NOT_LOADED;
    }
    VipsImage *header = vips.image_new_from_buffer(data, length, "", NULL);
    if (header == NULL) {
        take_error(message, message_size, "not an image libvips reads");
        return FITTODAY_VIPS_UNREADABLE;
    }
    int width = vips.image_get_width(header), height = vips.image_get_height(header);
    vips.object_unref(header);
    int64_t pixels = (int64_t)width * (int64_t)height;
    if (pixels <= 0) {
        snprintf(message, message_size, "the header names no pixels");
        return FITTODAY_VIPS_UNREADABLE;
    }
    if (pixels > max_pixels) {
        snprintf(message, message_size, "%lld pixels, over the limit of %lld", (long long)pixels, (long long)max_pixels);
        return FITTODAY_VIPS_TOO_MANY_PIXELS;
    }
    if (count <= 0) return FITTODAY_VIPS_OK;
    // The one decode: shrunk on load (as vips_thumbnail_buffer does) only as far as the largest box allows, into
    // memory, where every box is cut from it. Either orientation is covered: the loader turns the image upright.
    double across = covering_scale(width, height, boxes, count), turned = covering_scale(height, width, boxes, count);
    double scale = across > turned ? across : turned;
    int longest = width > height ? width : height;
    int side = scale >= 1 ? longest : (int)(longest * scale) + 2;
    if (side > longest) side = longest;
    VipsImage *shrunk = NULL;
    *decodes += 1;
    // The loader's fail_on=error: a truncated or damaged image is refused (when it is decoded, below), not rendered
    // grey where its data ends. Thumbnail's own fail_on does not reach the loader in 8.14; its option string does.
    if (vips.thumbnail_buffer((void *)data, length, &shrunk, side, "height", side, "size", FITTODAY_VIPS_SIZE_DOWN, "option_string",
                              "fail_on=error", NULL) != 0) {
        take_error(message, message_size, "could not decode the image");
        return FITTODAY_VIPS_UNREADABLE;
    }
    // Decoded here, once: a damaged image fails here.
    VipsImage *decoded = vips.image_copy_memory(shrunk);
    vips.object_unref(shrunk);
    if (decoded == NULL) {
        take_error(message, message_size, "could not decode the image");
        return FITTODAY_VIPS_UNREADABLE;
    }
    fittoday_vips_status status = FITTODAY_VIPS_OK;
    for (int index = 0; index < count && status == FITTODAY_VIPS_OK; index++) {
        fittoday_vips_box *box = &boxes[index];
        VipsImage *fitted = NULL;
        int interesting = box->crop ? FITTODAY_VIPS_INTERESTING_CENTRE : FITTODAY_VIPS_INTERESTING_NONE;
        if (vips.thumbnail_image(decoded, &fitted, box->width, "height", box->height, "crop", interesting, "size",
                                 FITTODAY_VIPS_SIZE_DOWN, NULL) != 0) {
            take_error(message, message_size, "could not shrink the image");
            status = FITTODAY_VIPS_UNREADABLE;
            break;
        }
        int saved;
        if (format == 1) {
            saved = vips.jpegsave_buffer(fitted, &box->output, &box->output_length, "Q", quality, "strip", 1, "optimize_coding", 1,
                                         "interlace", 1, NULL);
        } else {
            saved = vips.webpsave_buffer(fitted, &box->output, &box->output_length, "Q", quality, "strip", 1, NULL);
        }
        if (saved != 0) {
            take_error(message, message_size, "could not encode the rendition");
            box->output = NULL;
            status = FITTODAY_VIPS_UNREADABLE;
        } else {
            box->output_width = vips.image_get_width(fitted);
            box->output_height = vips.image_get_height(fitted);
        }
        vips.object_unref(fitted);
    }
    vips.object_unref(decoded);
    if (status != FITTODAY_VIPS_OK) free_outputs(boxes, count);
    return status;
}

void fittoday_vips_free(void *pointer) {
    if (pointer != NULL && vips_loaded) vips.free(pointer);
}
