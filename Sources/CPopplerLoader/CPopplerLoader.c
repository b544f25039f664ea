#include "CPopplerLoader.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

static CardboxPoppler functions;
static const CardboxPoppler *loaded;
static char failure_text[512];
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void load(void) {
    // The soname Debian 12 ships first, then the development link any version installs.
    static const char *const names[] = {"libpoppler-glib.so.8", "libpoppler-glib.so", NULL};
    void *library = NULL;
    for (const char *const *name = names; *name && !library; name++) library = dlopen(*name, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        snprintf(failure_text, sizeof failure_text,
                 "The PDF library libpoppler-glib is not installed (Debian: apt-get install libpoppler-glib8).");
        return;
    }
    // Looking a name up through the library's handle also searches GLib and cairo, which it depends on.
#define CARDBOX_POPPLER_LOAD(name)                                                                               \
    *(void **)&functions.name = dlsym(library, #name);                                                          \
    if (!functions.name) {                                                                                       \
        snprintf(failure_text, sizeof failure_text, "The installed PDF library has no function %s.", #name);     \
        return;                                                                                                  \
    }
    CARDBOX_POPPLER_FUNCTIONS(CARDBOX_POPPLER_LOAD)
    loaded = &functions;
}

const CardboxPoppler *cardbox_poppler(const char **failure) {
    pthread_once(&once, load);
    if (!loaded && failure) *failure = failure_text;
    return loaded;
}
