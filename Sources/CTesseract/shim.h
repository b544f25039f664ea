#ifndef CARDBOX_CTESSERACT_SHIM_H
#define CARDBOX_CTESSERACT_SHIM_H
#include <tesseract/capi.h>
#include <allheaders.h>
#endif
