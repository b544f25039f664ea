#ifndef CARDBOX_ZSTD_SHIM_H
#define CARDBOX_ZSTD_SHIM_H

#include <zstd.h>

#endif
