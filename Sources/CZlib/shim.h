#ifndef CARDBOX_ZLIB_SHIM_H
#define CARDBOX_ZLIB_SHIM_H

#include <zlib.h>

/* deflateInit2 is a macro, which Swift cannot call: starts a deflate stream at `level` with `window_bits`
   (15 for a zlib wrapper, 15 + 16 for a gzip member). */
static inline int cardbox_deflate_init(z_streamp stream, int level, int window_bits)
{
    return deflateInit2(stream, level, Z_DEFLATED, window_bits, 8, Z_DEFAULT_STRATEGY);
}

#endif
