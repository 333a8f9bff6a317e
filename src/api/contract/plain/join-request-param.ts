/**
 * How a join request reaches the hub (zod-free, for the hub's start-up): the bot answers a channel's
 * join request with `sendChatJoinRequestWebApp`, whose `web_app_url` is the hub's address with the
 * welcome gate's address with the request's id in the query string,
 * `https://<host>/<appKey>/join-request?join_request=<query_id>` (straight to its screen: Home's
 * route, the first screen, need not look for it). The query, not the hash: Telegram writes its own launch parameters (`tgWebAppData`...) into the hash. The id
 * keeps to the start parameter's alphabet and stays well under its 512 characters, so it survives
 * any link Telegram or a client builds from it; the backend passes Telegram's
 * `chat_join_request_query_id` through as it is (or refuses to open a gate for one outside this rule).
 */
const JOIN_REQUEST_PARAM = 'join_request'

const JOIN_REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/

export const isJoinRequestId = (value: string): boolean => JOIN_REQUEST_ID_PATTERN.test(value)

/** The address the bot gives Telegram for a join request of `appKey`'s channel. */
export function joinRequestUrl(origin: string, appKey: string, queryId: string): string {
  return `${origin.replace(/\/$/, '')}/${encodeURIComponent(appKey)}/join-request?${JOIN_REQUEST_PARAM}=${queryId}`
}

/** The join request id in a page's query string (`location.search`), or null when there is none or it is malformed. */
export function joinRequestIdIn(search: string): string | null {
  const value = new URLSearchParams(search).get(JOIN_REQUEST_PARAM)
  return value !== null && isJoinRequestId(value) ? value : null
}
