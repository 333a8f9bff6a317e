import { isAppKey } from '@/api/contract/plain/app-key'
import { devLaunchData } from './dev-launch'
import { findCard } from './services/share-messages'
import type { ApiDeps } from './request-context'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } })

const SHARE_CARD = /^\/__dev\/share-messages\/([A-Za-z0-9_-]{1,64})$/

/**
 * The dev server's stand-ins under `/__dev/` (README "Development stand-ins"), served only when the
 * server runs with `devLaunch` (never in front of real users); null for any other path.
 * - `GET /__dev/launch-data?user=1&lang=ru`: signed launch data for a plain browser.
 * - `GET /__dev/share-messages/{prepared_message_id}?app_key=demo` (issue 26): the card a prepared
 *   message would send (ShareCard in src/api/contract/share-messages.ts), for the dev toolbar's
 *   stand-in of Telegram's share sheet; 404 when unknown or expired.
 */
export function createDevHandler(deps: ApiDeps) {
  const now = deps.now ?? (() => new Date())
  return async (url: URL): Promise<Response | null> => {
    if (url.pathname === '/__dev/launch-data') return devLaunchData(url, deps.botToken, now())
    const card = SHARE_CARD.exec(url.pathname)
    if (card) {
      const appKey = url.searchParams.get('app_key')
      if (!isAppKey(appKey)) return json(400, { message: 'The app_key query parameter is required.' })
      const found = await findCard({ store: deps.store, now }, appKey, card[1] as string)
      return found ? json(200, { data: found }) : json(404, { message: 'Not found.' })
    }
    return null
  }
}
