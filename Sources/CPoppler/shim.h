#ifndef CARDBOX_CPOPPLER_SHIM_H
#define CARDBOX_CPOPPLER_SHIM_H
#include <poppler.h>
#include <cairo.h>
#endif
