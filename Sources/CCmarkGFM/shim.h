// The three public headers of cmark-gfm: the core parser/renderers, the extension API and the
// GitHub core extensions (table, strikethrough, autolink, tasklist).
#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>
