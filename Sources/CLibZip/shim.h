#ifndef CARDBOX_LIBZIP_SHIM_H
#define CARDBOX_LIBZIP_SHIM_H

#include <zip.h>

#endif
