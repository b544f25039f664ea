#ifndef CARDBOX_ZLIB_SHIM_H
#define CARDBOX_ZLIB_SHIM_H

#include <zlib.h>

/* deflateInit2 is a macro, which Swift cannot call: starts a gzip (not raw deflate) stream at `level`. */
static inline int cardbox_deflate_init_gzip(z_streamp stream, int level)
{
    return deflateInit2(stream, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
}

#endif
