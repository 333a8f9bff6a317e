/**
 * Development builds only: the hub tells the dev toolbar of a share card it prepared, so the
 * toolbar's stand-in of Telegram's share sheet can show what would be sent (`detail`: the hub's app
 * key and the prepared message's id).
 */
export const DEV_PREPARED_EVENT = 'hub:dev-prepared-message'

export interface DevPreparedDetail {
  appKey: string
  id: string
}
