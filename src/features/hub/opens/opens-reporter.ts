import type { createStore } from 'jotai'
import type { OpenTarget } from '@/api/contract/events'
import { buildRequest } from '@/api/http'
import { routes } from '@/api/routes.gen'
import { httpConfigFor } from '@/session/http-config'

/** One open, as `POST /events` takes it. */
export interface OpenEvent {
  type: 'open'
  target: OpenTarget
  id: number
}

/** What one request answered: its HTTP status, or 0 when it never got an answer (offline, blocked). */
export type SendEvents<E = OpenEvent> = (appKey: string, events: E[], keepalive: boolean) => Promise<number>

/** At most one request this often (the first open waits this long, so a burst of taps goes in one request). */
export const OPENS_INTERVAL_MS = 5000
/** After a failed request the next waits twice as long, up to this. */
const OPENS_MAX_BACKOFF_MS = 5 * 60_000
/** The contract's limit per request. */
export const OPENS_PER_REQUEST = 50
/** Opens kept while requests wait or fail: beyond this the oldest are dropped (counting is not worth a storm). */
export const OPENS_KEPT_AT_MOST = 200

interface EventsReporterOptions<E> {
  send: SendEvents<E>
  /** The answers that mean this backend will never take these events: nothing more is sent in this page session (default 404). */
  stopOn?: (status: number) => boolean
  /** Where `visibilitychange` is heard (default document). */
  target?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>
  intervalMs?: number
}

interface EventsReporter<E> {
  add: (appKey: string, event: E) => void
  /** Sends everything kept now (the page is being hidden), with keepalive. */
  flush: () => void
  stop: () => void
  readonly stopped: boolean
}

/**
 * Events (opens; visits and shares in a reporter of their own) batched into `POST /events`: one request at most every `intervalMs`, everything kept sent
 * with keepalive when the page is hidden (a visitor who opens a link and leaves still counts). A
 * failed request is dropped, not retried, and the next waits twice as long; a 404 means the backend
 * has no events call, so nothing more is sent in this page session. Nothing kept, nothing sent.
 */
export function createEventsReporter<E>({
  send,
  stopOn = (status) => status === 404,
  target = document,
  intervalMs = OPENS_INTERVAL_MS,
}: EventsReporterOptions<E>): EventsReporter<E> {
  const kept: Array<{ appKey: string; event: E }> = []
  let timer: ReturnType<typeof setTimeout> | undefined
  let gap = intervalMs
  let inFlight = false
  let stopped = false

  const stop = () => {
    stopped = true
    kept.length = 0
    clearTimeout(timer)
    timer = undefined
    target.removeEventListener('visibilitychange', onVisibility)
  }

  /** The next batch: the oldest open's hub, up to the contract's limit. */
  const takeBatch = () => {
    const appKey = kept[0]?.appKey
    if (appKey === undefined) return null
    const events: E[] = []
    for (let index = 0; index < kept.length && events.length < OPENS_PER_REQUEST;) {
      const item = kept[index]
      if (item?.appKey === appKey) {
        events.push(item.event)
        kept.splice(index, 1)
      } else index++
    }
    return { appKey, events }
  }

  const answered = (status: number) => {
    if (stopOn(status)) return stop()
    gap = status >= 200 && status < 300 ? intervalMs : Math.min(gap * 2, OPENS_MAX_BACKOFF_MS)
  }

  const sendNext = () => {
    timer = undefined
    const batch = takeBatch()
    if (!batch || stopped) return
    inFlight = true
    send(batch.appKey, batch.events, false)
      .catch(() => 0)
      .then((status) => {
        inFlight = false
        answered(status)
        schedule()
      })
      .catch(() => undefined)
  }

  function schedule() {
    if (stopped || timer !== undefined || inFlight || kept.length === 0) return
    timer = setTimeout(sendNext, gap)
  }

  function flush() {
    if (stopped) return
    clearTimeout(timer)
    timer = undefined
    // The page may be gone before any answer: every batch now, each on its own keepalive request.
    for (let batch = takeBatch(); batch; batch = takeBatch()) {
      void send(batch.appKey, batch.events, true)
        .catch(() => 0)
        .then((status) => stopOn(status) && stop())
    }
  }

  function onVisibility() {
    if (target.visibilityState === 'hidden') flush()
  }
  target.addEventListener('visibilitychange', onVisibility)

  return {
    add(appKey, event) {
      if (stopped) return
      kept.push({ appKey, event })
      if (kept.length > OPENS_KEPT_AT_MOST) kept.splice(0, kept.length - OPENS_KEPT_AT_MOST)
      schedule()
    },
    flush,
    stop,
    get stopped() {
      return stopped
    },
  }
}

interface OpensReporter extends Omit<EventsReporter<OpenEvent>, 'add'> {
  add: (appKey: string, target: OpenTarget, id: number) => void
}

/** The opens' reporter (issue 18): createEventsReporter for `open` events, stopped by a 404. */
export function createOpensReporter(options: EventsReporterOptions<OpenEvent>): OpensReporter {
  const reporter = createEventsReporter(options)
  return {
    add: (appKey, target, id) => reporter.add(appKey, { type: 'open', target, id }),
    flush: reporter.flush,
    stop: reporter.stop,
    get stopped() {
      return reporter.stopped
    },
  }
}

type Store = ReturnType<typeof createStore>

/** `POST /events` with the store's API base, the hub's token and the XSRF cookie, for the app key the opens were made in. */
function sendEventsFor(store: Store): SendEvents {
  return async (appKey, events, keepalive) => {
    const request = buildRequest(routes['events.create'], { events }, httpConfigFor(store, appKey))
    const response = await fetch(request, { keepalive })
    return response.status
  }
}

const reporters = new WeakMap<Store, OpensReporter>()

/** The store's reporter (one per running app), made at its first open; the open counts for `appKey`, the hub on screen. */
export function reportOpenIn(store: Store, appKey: string, target: OpenTarget, id: number): void {
  if (!appKey) return
  let reporter = reporters.get(store)
  if (!reporter) {
    reporter = createOpensReporter({ send: sendEventsFor(store) })
    reporters.set(store, reporter)
  }
  reporter.add(appKey, target, id)
}
