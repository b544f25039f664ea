#ifndef CARDBOX_CSQLITE_SHIM_H
#define CARDBOX_CSQLITE_SHIM_H
#include <sqlite3.h>

/// SQLITE_TRANSIENT is a cast macro Swift cannot import.
static inline sqlite3_destructor_type cardbox_sqlite_transient(void) { return SQLITE_TRANSIENT; }

/// sqlite3_config is variadic, which Swift cannot call. Turns off SQLite's memory statistics, which take a global
/// mutex on every allocation of every connection; it only works before SQLite is initialised (SQLITE_MISUSE after).
static inline int cardbox_sqlite_disable_memory_statistics(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}
#endif
