#include "CTesseract.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

static CardboxTesseract functions;
static const CardboxTesseract *loaded;
static char failure_text[512];
static pthread_once_t once = PTHREAD_ONCE_INIT;

/// Opens the first of `names` (sonames of the versions Debian ships, then the development link) that loads.
static void *open_library(const char *const *names) {
    for (const char *const *name = names; *name; name++) {
        void *handle = dlopen(*name, RTLD_NOW | RTLD_GLOBAL);
        if (handle) return handle;
    }
    snprintf(failure_text, sizeof failure_text, "The OCR library %s is not installed (Debian: apt-get install %s).",
             names[0], "tesseract-ocr");
    return NULL;
}

static void load(void) {
    if (getenv("OMP_THREAD_LIMIT") == NULL) setenv("OMP_THREAD_LIMIT", "1", 1);
    static const char *const leptonica_names[] = {"liblept.so.5", "libleptonica.so.6", "liblept.so", "libleptonica.so",
                                                  NULL};
    static const char *const tesseract_names[] = {"libtesseract.so.5", "libtesseract.so", NULL};
    void *leptonica = open_library(leptonica_names);
    if (!leptonica) return;
    void *tesseract = open_library(tesseract_names);
    if (!tesseract) return;
#define CARDBOX_TESSERACT_LOAD(library, name)                                                                    \
    *(void **)&functions.name = dlsym(library, #name);                                                          \
    if (!functions.name) {                                                                                       \
        snprintf(failure_text, sizeof failure_text, "The installed OCR library has no function %s.", #name);     \
        return;                                                                                                  \
    }
#define CARDBOX_TESSERACT_FROM_TESSERACT(name) CARDBOX_TESSERACT_LOAD(tesseract, name)
#define CARDBOX_TESSERACT_FROM_LEPTONICA(name) CARDBOX_TESSERACT_LOAD(leptonica, name)
    CARDBOX_TESSERACT_FUNCTIONS(CARDBOX_TESSERACT_FROM_TESSERACT)
    CARDBOX_LEPTONICA_FUNCTIONS(CARDBOX_TESSERACT_FROM_LEPTONICA)
    loaded = &functions;
}

const CardboxTesseract *cardbox_tesseract(const char **failure) {
    pthread_once(&once, load);
    if (!loaded && failure) *failure = failure_text;
    return loaded;
}
