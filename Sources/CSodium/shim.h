#ifndef CARDBOX_CSODIUM_SHIM_H
#define CARDBOX_CSODIUM_SHIM_H
#include <sodium.h>
#endif
