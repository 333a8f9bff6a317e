/** `POST /frontend-logs` takes a `log` of at most this many bytes of UTF-8 (8 KB): the reporter cuts to it, the server refuses more. */
export const MAX_LOG_BYTES = 8 * 1024
