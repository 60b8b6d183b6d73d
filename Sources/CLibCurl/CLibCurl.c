#include "CLibCurl.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

typedef void *(*easy_init_f)(void);
typedef void (*easy_cleanup_f)(void *);
typedef int (*easy_setopt_f)(void *, int, ...);
typedef int (*easy_perform_f)(void *);
typedef int (*easy_getinfo_f)(void *, int, ...);
typedef void *(*slist_append_f)(void *, const char *);
typedef void (*slist_free_all_f)(void *);
typedef const char *(*easy_strerror_f)(int);
typedef int (*global_init_f)(long);
typedef const char *(*version_f)(void);

typedef struct {
    easy_init_f easy_init;
    easy_cleanup_f easy_cleanup;
    easy_setopt_f easy_setopt;
    easy_perform_f easy_perform;
    easy_getinfo_f easy_getinfo;
    slist_append_f slist_append;
    slist_free_all_f slist_free_all;
    easy_strerror_f easy_strerror;
} curl_functions;

static curl_functions curl;

/// CURL_GLOBAL_ALL: what curl_global_init(CURL_GLOBAL_DEFAULT) asks for.
#define FITTODAY_CURL_GLOBAL_ALL 3L

int fittoday_curl_load(const char *const *paths, int count, char *message, size_t message_size) {
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
        global_init_f global_init = (global_init_f)dlsym(library, "curl_global_init");
        version_f version = (version_f)dlsym(library, "curl_version");
        // Filled in whole before the process-wide table is: a failed load leaves it as it was.
        curl_functions found = {
            (easy_init_f)dlsym(library, "curl_easy_init"),
            (easy_cleanup_f)dlsym(library, "curl_easy_cleanup"),
            (easy_setopt_f)dlsym(library, "curl_easy_setopt"),
            (easy_perform_f)dlsym(library, "curl_easy_perform"),
            (easy_getinfo_f)dlsym(library, "curl_easy_getinfo"),
            (slist_append_f)dlsym(library, "curl_slist_append"),
            (slist_free_all_f)dlsym(library, "curl_slist_free_all"),
            (easy_strerror_f)dlsym(library, "curl_easy_strerror"),
        };
        if (global_init == NULL || version == NULL || found.easy_init == NULL || found.easy_cleanup == NULL || found.easy_setopt == NULL
            || found.easy_perform == NULL || found.easy_getinfo == NULL || found.slist_append == NULL || found.slist_free_all == NULL
            || found.easy_strerror == NULL) {
            snprintf(message + used, message_size - used, "%s%s: not libcurl (a function is missing)", separator, paths[index]);
            dlclose(library);
            continue;
        }
        if (global_init(FITTODAY_CURL_GLOBAL_ALL) != 0) {
            snprintf(message + used, message_size - used, "%s%s: curl_global_init failed", separator, paths[index]);
            dlclose(library);
            continue;
        }
        curl = found;
        snprintf(message, message_size, "%s", version());
        return 0;
    }
    return -1;
}

void *fittoday_curl_easy_init(void) { return curl.easy_init ? curl.easy_init() : NULL; }

void fittoday_curl_easy_cleanup(void *handle) { curl.easy_cleanup(handle); }

int fittoday_curl_setopt_long(void *handle, int option, long value) { return curl.easy_setopt(handle, option, value); }

int fittoday_curl_setopt_pointer(void *handle, int option, const void *value) { return curl.easy_setopt(handle, option, value); }

int fittoday_curl_setopt_data_callback(void *handle, int option, fittoday_curl_data_callback callback) {
    return curl.easy_setopt(handle, option, callback);
}

int fittoday_curl_setopt_progress_callback(void *handle, int option, fittoday_curl_progress_callback callback) {
    return curl.easy_setopt(handle, option, callback);
}

int fittoday_curl_perform(void *handle) { return curl.easy_perform(handle); }

int fittoday_curl_getinfo_long(void *handle, int info, long *value) { return curl.easy_getinfo(handle, info, value); }

void *fittoday_curl_slist_append(void *list, const char *text) { return curl.slist_append(list, text); }

void fittoday_curl_slist_free_all(void *list) { curl.slist_free_all(list); }

const char *fittoday_curl_strerror(int code) { return curl.easy_strerror(code); }
