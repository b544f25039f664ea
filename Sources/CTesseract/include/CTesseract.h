#ifndef CARDBOX_CTESSERACT_H
#define CARDBOX_CTESSERACT_H

// Tesseract's C API and Leptonica, opened with dlopen the first time a program decodes an image or runs OCR, so that
// commands which never do start without loading them (with their image libraries and OpenMP they cost about half of
// a process's start-up). The headers give every function's exact type; nothing here links against the libraries.

#include <tesseract/capi.h>
#include <leptonica/allheaders.h>

#define CARDBOX_TESSERACT_FUNCTIONS(X) \
    X(TessBaseAPICreate) \
    X(TessBaseAPIInit3) \
    X(TessBaseAPIEnd) \
    X(TessBaseAPIDelete) \
    X(TessBaseAPISetPageSegMode) \
    X(TessBaseAPISetImage2) \
    X(TessBaseAPISetSourceResolution) \
    X(TessBaseAPIClear) \
    X(TessBaseAPIRecognize) \
    X(TessBaseAPIGetIterator) \
    X(TessResultIteratorDelete) \
    X(TessResultIteratorGetPageIterator) \
    X(TessResultIteratorGetUTF8Text) \
    X(TessResultIteratorConfidence) \
    X(TessPageIteratorIsAtBeginningOf) \
    X(TessPageIteratorBoundingBox) \
    X(TessPageIteratorNext) \
    X(TessDeleteText)

#define CARDBOX_LEPTONICA_FUNCTIONS(X) \
    X(setMsgSeverity) \
    X(pixCreate) \
    X(pixDestroy) \
    X(pixSetResolution) \
    X(pixGetWpl) \
    X(pixGetData) \
    X(pixGetWidth) \
    X(pixGetHeight) \
    X(pixGetXRes) \
    X(pixReadMem) \
    X(pixReadHeaderMem) \
    X(pixConvertTo8) \
    X(pixMedianFilter) \
    X(pixBackgroundNormSimple) \
    X(pixContrastNorm) \
    X(pixUnsharpMaskingGray) \
    X(pixFindSkewAndDeskew)

/// Pointers to the functions above, under their own names.
typedef struct CardboxTesseract {
#define CARDBOX_TESSERACT_FIELD(name) __typeof__(&name) _Nonnull name;
    CARDBOX_TESSERACT_FUNCTIONS(CARDBOX_TESSERACT_FIELD)
    CARDBOX_LEPTONICA_FUNCTIONS(CARDBOX_TESSERACT_FIELD)
#undef CARDBOX_TESSERACT_FIELD
} CardboxTesseract;

/// Opens Leptonica and Tesseract once per process and returns their functions, or NULL with `*failure` set to a
/// sentence naming what is missing. Safe to call from any thread.
///
/// Before Tesseract (and so OpenMP) is loaded, OMP_THREAD_LIMIT is set to 1 when the environment does not set it:
/// OpenMP reads it only when it is loaded, and OCR pages already run side by side (see OCRProcess).
const CardboxTesseract *_Nullable cardbox_tesseract(const char *_Nullable *_Nullable failure);

#endif
