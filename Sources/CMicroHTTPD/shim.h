#ifndef CARDBOX_MICROHTTPD_SHIM_H
#define CARDBOX_MICROHTTPD_SHIM_H

#include <stdarg.h>
#include <stdint.h>
#include <string.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <microhttpd.h>

/* MHD_start_daemon and MHD_get_*_info are C-variadic, which Swift cannot call: these typed wrappers pass the
   options Cardbox uses. */

/* Starts a daemon bound to `address` (IPv4 dotted quad) and `port` (0 = any free port); `per_address_limit` caps
   the connections of one client address (0 = no cap) and `notify` hears of connections opening and closing. Returns NULL on failure
   (the address does not parse, the port is taken, or MHD refused the options). */
static inline struct MHD_Daemon *cardbox_mhd_start(
    unsigned int flags, const char *address, uint16_t port,
    MHD_AccessHandlerCallback handler, void *handler_context,
    MHD_RequestCompletedCallback completed, void *completed_context,
    unsigned int thread_pool_size, unsigned int connection_limit, unsigned int connection_timeout,
    size_t connection_memory_limit, unsigned int listen_backlog, unsigned int per_address_limit,
    MHD_NotifyConnectionCallback notify, void *notify_context)
{
    struct sockaddr_in socket_address;
    memset(&socket_address, 0, sizeof(socket_address));
    socket_address.sin_family = AF_INET;
    socket_address.sin_port = htons(port);
    if (inet_pton(AF_INET, address, &socket_address.sin_addr) != 1) {
        return NULL;
    }
    return MHD_start_daemon(
        flags, port, NULL, NULL, handler, handler_context,
        MHD_OPTION_SOCK_ADDR, (const struct sockaddr *) &socket_address,
        MHD_OPTION_NOTIFY_COMPLETED, completed, completed_context,
        MHD_OPTION_THREAD_POOL_SIZE, thread_pool_size,
        MHD_OPTION_CONNECTION_LIMIT, connection_limit,
        MHD_OPTION_CONNECTION_TIMEOUT, connection_timeout,
        MHD_OPTION_CONNECTION_MEMORY_LIMIT, connection_memory_limit,
        MHD_OPTION_LISTEN_BACKLOG_SIZE, listen_backlog,
        MHD_OPTION_PER_IP_CONNECTION_LIMIT, per_address_limit,
        MHD_OPTION_NOTIFY_CONNECTION, notify, notify_context,
        MHD_OPTION_END);
}

/* The port the daemon listens on, or 0. */
static inline uint16_t cardbox_mhd_bound_port(struct MHD_Daemon *daemon)
{
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
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
