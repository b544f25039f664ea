#ifndef CARDBOX_POPPLER_TEXT_H
#define CARDBOX_POPPLER_TEXT_H

// The text of PDF pages read with poppler's own text extraction (its C++ TextOutputDev) in one pass per page: each
// character with its box and font, in poppler's reading order. Built as the shared library libCardboxPopplerText.so
// (the CPopplerText target) and opened by CPopplerLoader the first time a program reads a PDF; the declarations here
// are the whole of its interface, in C so that no C++ type crosses it.

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An open PDF; use it from one thread at a time (open one per thread to read pages in parallel).
typedef struct CardboxTextDocument CardboxTextDocument;

/// Why a document could not be opened.
typedef enum CardboxTextError {
    CARDBOX_TEXT_OK = 0,
    CARDBOX_TEXT_DAMAGED = 1,
    CARDBOX_TEXT_ENCRYPTED = 2,
} CardboxTextError;

/// A character's box in points, origin at the page's top-left corner.
typedef struct CardboxTextBox {
    double x0, y0, x1, y1;
} CardboxTextBox;

/// Characters `start..<end` drawn in one font, size, colour and underline.
typedef struct CardboxTextRun {
    size_t start, end;
    double font_size;
    /// The font's name as the PDF gives it, or NULL; valid until the page is freed.
    const char *font_name;
} CardboxTextRun;

/// One page's text: `count` Unicode scalars with a box each, a space between words and a line feed between lines
/// (their boxes join their neighbours'), and the font runs covering them.
typedef struct CardboxTextPage {
    const uint32_t *scalars;
    const CardboxTextBox *boxes;
    size_t count;
    const CardboxTextRun *runs;
    size_t run_count;
    void *storage;
} CardboxTextPage;

/// Opens a PDF from `count` bytes (copied), with an optional password. Returns NULL with `*error` set when it cannot
/// be opened, and the parser's reason in `message` (at most `message_size` bytes, NUL-terminated).
CardboxTextDocument *cardbox_text_open(const void *bytes, size_t count, const char *password, CardboxTextError *error,
                                       char *message, size_t message_size);

/// The number of pages.
int cardbox_text_page_count(CardboxTextDocument *document);

/// Page `index`'s (0-based) width and height in points as displayed (rotation applied). Returns 0 when there is no
/// such page.
int cardbox_text_page_size(CardboxTextDocument *document, int index, double *width, double *height);

/// Reads page `index`'s (0-based) text into `page`, which `cardbox_text_free_page` releases. Returns 0 when there is
/// no such page.
int cardbox_text_read_page(CardboxTextDocument *document, int index, CardboxTextPage *page);

/// Releases what `cardbox_text_read_page` filled in.
void cardbox_text_free_page(CardboxTextPage *page);

/// Closes the document.
void cardbox_text_close(CardboxTextDocument *document);

#ifdef __cplusplus
}
#endif

#endif
