#ifndef CARDBOX_CPOPPLERLOADER_H
#define CARDBOX_CPOPPLERLOADER_H

// poppler's two libraries, each opened with dlopen the first time a program needs it, so that commands which never
// read a PDF start without loading them (with their dependencies they cost about a third of a process's start-up):
// Cardbox's text reader over poppler (CPopplerText, libCardboxPopplerText.so) for every PDF, and poppler-glib, with
// the parts of GLib and cairo that Cardbox calls, for pages that are rendered or measured for images. The headers give
// every function's exact type; nothing here calls them directly.

#include <poppler.h>
#include <cairo.h>

// The text reader is not linked (see Package.swift): only its declarations are shared.
#include "../../CPopplerText/include/CardboxPopplerText.h"

#define CARDBOX_POPPLER_FUNCTIONS(X) \
    X(poppler_document_new_from_bytes) \
    X(poppler_document_new_from_file) \
    X(poppler_document_get_n_pages) \
    X(poppler_document_get_page) \
    X(poppler_document_get_title) \
    X(poppler_page_get_size) \
    X(poppler_page_get_text) \
    X(poppler_page_get_text_layout) \
    X(poppler_page_get_text_attributes) \
    X(poppler_page_free_text_attributes) \
    X(poppler_page_get_image_mapping) \
    X(poppler_page_free_image_mapping) \
    X(poppler_page_render_for_printing) \
    X(g_bytes_new) \
    X(g_bytes_unref) \
    X(g_error_free) \
    X(g_filename_to_uri) \
    X(g_free) \
    X(g_object_unref) \
    X(cairo_image_surface_create) \
    X(cairo_image_surface_get_data) \
    X(cairo_image_surface_get_stride) \
    X(cairo_surface_status) \
    X(cairo_surface_flush) \
    X(cairo_surface_destroy) \
    X(cairo_create) \
    X(cairo_destroy) \
    X(cairo_set_source_rgb) \
    X(cairo_paint) \
    X(cairo_scale)

/// Pointers to the functions above, under their own names.
typedef struct CardboxPoppler {
#define CARDBOX_POPPLER_FIELD(name) __typeof__(&name) _Nonnull name;
    CARDBOX_POPPLER_FUNCTIONS(CARDBOX_POPPLER_FIELD)
#undef CARDBOX_POPPLER_FIELD
} CardboxPoppler;

/// Opens poppler-glib (and with it GLib and cairo) once per process and returns the functions, or NULL with
/// `*failure` set to a sentence naming what is missing. Safe to call from any thread.
const CardboxPoppler *_Nullable cardbox_poppler(const char *_Nullable *_Nullable failure);

#define CARDBOX_POPPLER_TEXT_FUNCTIONS(X) \
    X(cardbox_text_open) \
    X(cardbox_text_page_count) \
    X(cardbox_text_page_size) \
    X(cardbox_text_read_page) \
    X(cardbox_text_free_page) \
    X(cardbox_text_close)

/// Pointers to the functions of CardboxPopplerText.h, under their own names.
typedef struct CardboxPopplerText {
#define CARDBOX_POPPLER_FIELD(name) __typeof__(&name) _Nonnull name;
    CARDBOX_POPPLER_TEXT_FUNCTIONS(CARDBOX_POPPLER_FIELD)
#undef CARDBOX_POPPLER_FIELD
} CardboxPopplerText;

/// Opens libCardboxPopplerText.so (and with it poppler) once per process and returns its functions, or NULL with
/// `*failure` set to a sentence naming what is missing. The library is looked for beside the running program, then in
/// ../lib/cardbox from it. Safe to call from any thread.
const CardboxPopplerText *_Nullable cardbox_poppler_text(const char *_Nullable *_Nullable failure);

#endif
