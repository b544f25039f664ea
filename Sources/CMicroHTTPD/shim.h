#ifndef CARDBOX_MICROHTTPD_SHIM_H
#define CARDBOX_MICROHTTPD_SHIM_H

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <microhttpd.h>

/* MHD_start_daemon and MHD_get_*_info are C-variadic, which Swift cannot call: these typed wrappers pass the
   options Cardbox uses. */

/* Opens a TCP socket listening on `address` (IPv4 dotted quad) and `port` (0 = any free port) with a queue of
   `backlog`, and writes the port it got to `bound_port`. Returns the socket, or -1 with errno set (EINVAL when the
   address does not parse). */
static inline int cardbox_listen(const char *address, uint16_t port, int backlog, uint16_t *bound_port)
{
    struct sockaddr_in socket_address;
    memset(&socket_address, 0, sizeof(socket_address));
    socket_address.sin_family = AF_INET;
    socket_address.sin_port = htons(port);
    if (inet_pton(AF_INET, address, &socket_address.sin_addr) != 1) {
        errno = EINVAL;
        return -1;
    }
    int listener = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (listener < 0) {
        return -1;
    }
    int reuse = 1;
    socklen_t length = sizeof(socket_address);
    if (setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &reuse, sizeof(reuse)) != 0
        || bind(listener, (const struct sockaddr *) &socket_address, sizeof(socket_address)) != 0
        || listen(listener, backlog) != 0
        || getsockname(listener, (struct sockaddr *) &socket_address, &length) != 0) {
        int error = errno;
        close(listener);
        errno = error;
        return -1;
    }
    *bound_port = ntohs(socket_address.sin_port);
    return listener;
}

/* Chooses the daemon (an index into the array given to cardbox_mhd_accept_connections) for a connection from the
   IPv4 `address` (network byte order), or returns -1 to refuse it. */
typedef int (*cardbox_connection_chooser)(void *context, uint32_t address);

/* Hears that the daemon at `index` refused the connection from `address` it was chosen for. */
typedef void (*cardbox_connection_refused)(void *context, int index, uint32_t address);

/* Accepts connections on `listener` and adds each to the daemon `choose` picks (closing the ones it refuses).
   Returns when the listener is shut down. A full descriptor table or memory shortage waits 10 ms and tries
   again. */
static inline void cardbox_mhd_accept_connections(
    int listener, struct MHD_Daemon *const *daemons, cardbox_connection_chooser choose,
    cardbox_connection_refused refused, void *context)
{
    for (;;) {
        struct sockaddr_in client_address;
        socklen_t length = sizeof(client_address);
        int client = accept4(listener, (struct sockaddr *) &client_address, &length, SOCK_NONBLOCK | SOCK_CLOEXEC);
        if (client >= 0) {
            uint32_t address = client_address.sin_addr.s_addr;
            int index = choose(context, address);
            if (index < 0) {
                close(client);
            } else if (MHD_add_connection(
                           daemons[index], client, (const struct sockaddr *) &client_address, length) != MHD_YES) {
                refused(context, index, address);
            }
            continue;
        }
        switch (errno) {
        case EINTR:
        case ECONNABORTED:
        case EPROTO:
        case EPERM:
            continue;
        case EMFILE:
        case ENFILE:
        case ENOBUFS:
        case ENOMEM:
            usleep(10000);
            continue;
        default:
            return;
        }
    }
}

/* Starts a daemon of one worker thread with no socket of its own, taking the connections
   cardbox_mhd_accept_connections adds; `notify` hears of connections opening and closing. Returns NULL when MHD
   refused the options. */
static inline struct MHD_Daemon *cardbox_mhd_start(
    unsigned int flags,
    MHD_AccessHandlerCallback handler, void *handler_context,
    MHD_RequestCompletedCallback completed, void *completed_context,
    unsigned int connection_limit, unsigned int connection_timeout, size_t connection_memory_limit,
    MHD_NotifyConnectionCallback notify, void *notify_context)
{
    return MHD_start_daemon(
        flags | MHD_USE_NO_LISTEN_SOCKET | MHD_USE_ITC, 0, NULL, NULL, handler, handler_context,
        MHD_OPTION_NOTIFY_COMPLETED, completed, completed_context,
        MHD_OPTION_CONNECTION_LIMIT, connection_limit,
        MHD_OPTION_CONNECTION_TIMEOUT, connection_timeout,
        MHD_OPTION_CONNECTION_MEMORY_LIMIT, connection_memory_limit,
        MHD_OPTION_NOTIFY_CONNECTION, notify, notify_context,
        MHD_OPTION_END);
}

/* The daemon a connection belongs to, or NULL. */
static inline struct MHD_Daemon *cardbox_mhd_connection_daemon(struct MHD_Connection *connection)
{
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_DAEMON);
    return info == NULL ? NULL : info->daemon;
}

/* The client's IPv4 address in network byte order, or 0 when it has none. */
static inline uint32_t cardbox_mhd_client_ipv4(struct MHD_Connection *connection)
{
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    if (info == NULL || info->client_addr == NULL || info->client_addr->sa_family != AF_INET) {
        return 0;
    }
    return ((const struct sockaddr_in *) info->client_addr)->sin_addr.s_addr;
}

/* The connection's socket, or -1. */
static inline int cardbox_mhd_connection_socket(struct MHD_Connection *connection)
{
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? -1 : info->connect_fd;
}

/* Writes the client's IP address as text into `buffer`; returns 0 on success. */
static inline int cardbox_mhd_client_address(struct MHD_Connection *connection, char *buffer, socklen_t length)
{
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    if (info == NULL || info->client_addr == NULL) {
        return -1;
    }
    const struct sockaddr *address = info->client_addr;
    if (address->sa_family == AF_INET) {
        const struct sockaddr_in *ipv4 = (const struct sockaddr_in *) address;
        return inet_ntop(AF_INET, &ipv4->sin_addr, buffer, length) == NULL ? -1 : 0;
    }
    if (address->sa_family == AF_INET6) {
        const struct sockaddr_in6 *ipv6 = (const struct sockaddr_in6 *) address;
        return inet_ntop(AF_INET6, &ipv6->sin6_addr, buffer, length) == NULL ? -1 : 0;
    }
    return -1;
}

#endif
