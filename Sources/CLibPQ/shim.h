#ifndef CARDBOX_CLIBPQ_SHIM_H
#define CARDBOX_CLIBPQ_SHIM_H
#include <libpq-fe.h>
#endif
