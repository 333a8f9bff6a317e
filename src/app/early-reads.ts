/**
 * Start-up's first reads, asked for by index.html while the app's JavaScript is still downloading:
 * the hub's navigation and themes, and for Home (of a hub that needs no subscription) Home's three
 * reads. Without them each waits for the whole entry chunk to arrive and run, and Home's wait for
 * the navigation's round trip on top. The app's own requests for the same reads take them over.
 */

/**
 * What index.html leaves on `window.__earlyReads`: the responses by absolute URL, for one hub. A
 * URL present with no response is one the app has asked for itself (or taken already): the script
 * does not ask for it again.
 */
export interface EarlyReads {
  appKey: string
  responses: Record<string, Promise<Response> | undefined>
}

type EarlyWindow = Window & { __earlyReads?: EarlyReads }

/**
 * Runs in index.html before any module (vite.config.ts inlines its source text), so it must use
 * nothing from outside its own body. The URLs and headers are the ones src/api/http.ts builds for
 * these reads (tests/unit/early-reads.test.ts holds the two together). Anonymous, as start-up's
 * own reads are: auth has not answered yet.
 */
export function startEarlyReads(win: Window, apiBase: string): void {
  const segments = win.location.pathname.split('/')
  const appKey = segments[1] ?? ''
  if (!/^[a-z0-9][a-z0-9_-]{0,63}$/i.test(appKey)) return
  const responses: Record<string, Promise<Response> | undefined> = {}
  ;(win as Window & { __earlyReads?: unknown }).__earlyReads = { appKey, responses }
  const read = (path: string) => {
    const url = new URL(`${apiBase.replace(/\/$/, '')}${path}`, win.location.href).href
    // Home's reads wait for the navigation; by then a fast start-up may have asked for them itself.
    if (url in responses) return undefined
    const response = win.fetch(url, { headers: { Accept: 'application/json', 'X-App-Key': appKey }, credentials: 'include' })
    // A failed early read is the app's to retry: nobody may be listening yet.
    response.catch(() => undefined)
    responses[url] = response
    return response
  }
  const navigation = read(`/navigations/${encodeURIComponent(appKey)}`)
  void read('/themes')
  const isHome = segments.length <= 3 && (segments[2] ?? '') === '' && win.location.search === ''
  if (!isHome) return
  navigation
    ?.then((response) =>
      response.ok
        ? (response.clone().json() as Promise<{ data?: { subscription_channel_url?: unknown; subscription_required?: unknown } }>)
        : null,
    )
    .then((body) => {
      // A hub that needs a subscription refuses anonymous reads: its Home reads once signed in. The
      // rule is a setting of its own; a backend without it requires the channel it names.
      if (!body?.data || (body.data.subscription_required ?? body.data.subscription_channel_url)) return
      void read('/categories?filter%5Broot%5D=1')
      void read('/banners')
      void read('/buttons?filter%5Bis_to_main%5D=1')
    })
    .catch(() => undefined)
}

/**
 * The app's fetch: a GET that index.html has already asked for (same URL, same hub) gets that
 * response, once; anything else goes to the network. `drop` forgets what was not taken (start-up
 * is over: later reads must be fresh).
 */
export function fetchWithEarlyReads(win: Window = window): { fetch: typeof fetch; drop: () => void } {
  let early = (win as EarlyWindow).__earlyReads
  const network: typeof fetch = (input, init) => win.fetch(input, init)
  const fetchWith: typeof fetch = (input, init) => {
    if (!early) return network(input, init)
    const request = input instanceof Request ? input : new Request(input, init)
    if (request.method !== 'GET' || request.headers.get('X-App-Key') !== early.appKey) return network(input, init)
    const response = early.responses[request.url]
    // Taken, or asked for here first: either way the script must not ask for it (again).
    early.responses[request.url] = undefined
    return response ? response.catch(() => network(input, init)) : network(input, init)
  }
  const drop = () => {
    early = undefined
    ;(win as EarlyWindow).__earlyReads = undefined
  }
  return { fetch: fetchWith, drop }
}
