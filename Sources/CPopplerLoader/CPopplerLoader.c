#include "CPopplerLoader.h"

#include <dlfcn.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

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

static CardboxPopplerText text_functions;
static const CardboxPopplerText *text_loaded;
static char text_failure[1024];
static pthread_once_t text_once = PTHREAD_ONCE_INIT;

// The directory of the running program, with a trailing slash, or an empty string.
static void program_directory(char *directory, size_t size) {
    directory[0] = '\0';
    ssize_t length = readlink("/proc/self/exe", directory, size - 1);
    if (length <= 0) return;
    directory[length] = '\0';
    char *slash = strrchr(directory, '/');
    if (slash) slash[1] = '\0';
    else directory[0] = '\0';
}

static void load_text(void) {
    char directory[PATH_MAX];
    program_directory(directory, sizeof directory);
    static const char *const places[] = {"", "../lib/cardbox/", NULL};
    void *library = NULL;
    char reason[512] = "";
    // Never a path relative to the working directory: a library there could be anyone's.
    for (const char *const *place = places; directory[0] == '/' && *place && !library; place++) {
        char path[PATH_MAX + 64];
        snprintf(path, sizeof path, "%s%slibCardboxPopplerText.so", directory, *place);
        if (access(path, F_OK) != 0) continue;
        library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
        // The library is there but cannot be loaded: poppler itself is most likely missing.
        if (!library) snprintf(reason, sizeof reason, " (%s)", dlerror());
    }
    if (!library) {
        snprintf(text_failure, sizeof text_failure,
                 "The PDF text reader libCardboxPopplerText.so cannot be loaded from beside the program or from "
                 "../lib/cardbox%s; `make install` puts it there, and it needs poppler (Debian: apt-get install "
                 "libpoppler126).",
                 reason);
        return;
    }
#define CARDBOX_POPPLER_TEXT_LOAD(name)                                                                          \
    *(void **)&text_functions.name = dlsym(library, #name);                                                     \
    if (!text_functions.name) {                                                                                  \
        snprintf(text_failure, sizeof text_failure, "The PDF text reader has no function %s.", #name);           \
        return;                                                                                                  \
    }
    CARDBOX_POPPLER_TEXT_FUNCTIONS(CARDBOX_POPPLER_TEXT_LOAD)
    text_loaded = &text_functions;
}

const CardboxPopplerText *cardbox_poppler_text(const char **failure) {
    pthread_once(&text_once, load_text);
    if (!text_loaded && failure) *failure = text_failure;
    return text_loaded;
}
