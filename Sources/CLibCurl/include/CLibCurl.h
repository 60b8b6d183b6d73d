#ifndef FITTODAY_CLIBCURL_H
#define FITTODAY_CLIBCURL_H

#include <stddef.h>
#include <stdint.h>

/// libcurl, loaded when first needed (dlopen) rather than linked: linking it loads its 28 libraries, and runs their
/// set-up, at the start of every command, though only a build that downloads images or asks the AI composer uses it.
/// These wrappers also turn libcurl's variadic calls into plain ones Swift can make.

typedef size_t (*fittoday_curl_data_callback)(char *data, size_t size, size_t count, void *context);
typedef int (*fittoday_curl_progress_callback)(void *context, int64_t download_total, int64_t downloaded,
                                               int64_t upload_total, int64_t uploaded);

/// Loads the first of `paths` (`count` of them) that opens and has every function used, and initialises it.
/// Returns 0 when libcurl is ready, with its version in `message`; otherwise -1, with why in `message`.
/// Called once per process for the libcurl it uses (a failed load changes nothing, and may be tried again).
int fittoday_curl_load(const char *const *paths, int count, char *message, size_t message_size);
void *fittoday_curl_easy_init(void);
void fittoday_curl_easy_cleanup(void *handle);
int fittoday_curl_setopt_long(void *handle, int option, long value);
int fittoday_curl_setopt_pointer(void *handle, int option, const void *value);
int fittoday_curl_setopt_data_callback(void *handle, int option, fittoday_curl_data_callback callback);
int fittoday_curl_setopt_progress_callback(void *handle, int option, fittoday_curl_progress_callback callback);
int fittoday_curl_perform(void *handle);
int fittoday_curl_getinfo_long(void *handle, int info, long *value);
void *fittoday_curl_slist_append(void *list, const char *text);
void fittoday_curl_slist_free_all(void *list);
const char *fittoday_curl_strerror(int code);

#endif
