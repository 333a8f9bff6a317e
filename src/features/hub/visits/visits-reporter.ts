import type { createStore } from 'jotai'
import type { LaunchContext, ShareTarget } from '@/api/contract/events'
import { buildRequest } from '@/api/http'
import { routes } from '@/api/routes.gen'
import { readEntryStartApp, readLaunchParams } from '@/messenger/launch-params'
import { httpConfigFor } from '@/session/http-config'
import { languageAtom, platformAtom } from '@/session/session-atoms'
import { createEventsReporter, type SendEvents } from '@/features/hub/opens/opens-reporter'

/** A visit (the session began) or a share that went through (issue 26), as `POST /events` takes them. */
type VisitEvent = { type: 'visit' } | { type: 'share'; target: ShareTarget; id: number }

type Store = ReturnType<typeof createStore>

/** The chat the mini app was opened from, as Telegram's init data names it (`chat_type`, `chat_instance`); nulls outside a chat. */
function launchChat(initData: string | null | undefined): { chatType: string | null; chatInstance: string | null } {
  const fields = new URLSearchParams(initData ?? '')
  return { chatType: fields.get('chat_type') || null, chatInstance: fields.get('chat_instance') || null }
}

/**
 * The launch this page session came with (docs/decisions/visits-and-sharing.md, "Visit reporting"):
 * Telegram's start parameter, chat type and instance, or a plain browser's `?startapp=`; the
 * platform and language the session runs with. Nulls for what the launch did not say.
 */
function launchContextOf(store: Store): LaunchContext {
  const launch = readLaunchParams()
  const platform = store.get(platformAtom)
  return {
    startParam: launch?.startParam ?? readEntryStartApp(),
    ...launchChat(launch?.initData),
    platform: platform === 'unknown' ? null : platform,
    language: launch?.user?.languageCode ?? store.get(languageAtom),
  }
}

/** `POST /events` with the launch, the hub's token and the XSRF cookie. */
function sendVisitsFor(store: Store): SendEvents<VisitEvent> {
  return async (appKey, events, keepalive) => {
    const request = buildRequest(routes['events.create'], { events, launch: launchContextOf(store) }, httpConfigFor(store, appKey))
    const response = await fetch(request, { keepalive })
    return response.status
  }
}

/** How long the visit waits for the session's first share to join it: the visit leaves soon, not with the opens. */
const VISITS_INTERVAL_MS = 1000

const reporters = new WeakMap<Store, ReturnType<typeof createEventsReporter<VisitEvent>>>()
const visited = new WeakMap<Store, Set<string>>()

/**
 * Visits and shares go in requests of their own, never mixed with opens: a backend of issue 18
 * answers 422 on `events.N.type` for them (and 404 without events at all), which stops them for the
 * page session while the opens go on.
 */
function reporterOf(store: Store) {
  let reporter = reporters.get(store)
  if (!reporter) {
    reporter = createEventsReporter<VisitEvent>({
      send: sendVisitsFor(store),
      stopOn: (status) => status === 404 || status === 422,
      intervalMs: VISITS_INTERVAL_MS,
    })
    reporters.set(store, reporter)
  }
  return reporter
}

/** The session's visit of `appKey`: once per page session and hub, whatever the screens it goes through. */
export function reportVisitIn(store: Store, appKey: string): void {
  if (!appKey) return
  let hubs = visited.get(store)
  if (!hubs) visited.set(store, (hubs = new Set()))
  if (hubs.has(appKey)) return
  hubs.add(appKey)
  reporterOf(store).add(appKey, { type: 'visit' })
}

/** A share that went through (Telegram's `shared`, Web Share resolved, a copy), for the item's share count. */
export function reportShareIn(store: Store, appKey: string, target: ShareTarget, id: number): void {
  if (appKey) reporterOf(store).add(appKey, { type: 'share', target, id })
}
