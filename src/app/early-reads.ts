/**
 * The first screen's reads, asked for by index.html while the app's JavaScript is still downloading:
 * the hub's navigation and themes, and every read of the screen the visitor lands on (Home, or a
 * category or section opened by its path or by a deep link's start param), all at once. Without
 * them each waits for the whole entry chunk to arrive and run, and the screen's for the navigation's
 * round trip on top. The app's own requests for the same reads take them over. As each read answers,
 * the images of the first screenful are requested (the browser's cache then has them when React
 * draws them), and a category or section landed on gets its route's code preloaded.
 */

/**
 * What index.html leaves on `window.__earlyReads`: the responses by absolute URL, for one hub. A
 * URL present with no response is one the app has asked for itself (or taken already): the script
 * does not ask for it again.
 */
export interface EarlyReads {
  appKey: string
  responses: Record<string, Promise<Response> | undefined>
  /** Landed on Home: the URLs of its reads (app/first-paint.tsx draws Home from them before the app runs). */
  home?: Record<'navigation' | 'themes' | 'categories' | 'banners' | 'buttons', string>
  /** Landed on a category (its path, or a deep link): the URLs of its reads, for its first paint likewise. */
  category?: Record<'navigation' | 'themes' | 'category', string>
  /**
   * After a first paint: asks for the code the app needs for the screen landed on (its route's, a
   * deep link's), with the app (main.tsx calls it once the first paint is on screen).
   */
  later?: () => void
}

/** The code a screen landed on needs beyond the entry (vite.config.ts lists the built files): JS and CSS URLs. */
export interface EarlyChunks {
  category?: string[]
  section?: string[]
  /** What `/` needs to follow a start param that names a screen (features/hub/deep-link). */
  deepLink?: string[]
  /** The app itself (app/boot.tsx), wherever no first paint comes first. */
  app?: string[]
  /** What a category's first paint draws with (app/first-paint.tsx). */
  categoryFirstPaint?: string[]
}

type EarlyWindow = Window & { __earlyReads?: EarlyReads }

/**
 * Runs in index.html before any module (vite.config.ts inlines its source text), so it must use
 * nothing from outside its own body. The URLs and headers are the ones src/api/http.ts builds for
 * these reads (tests/unit/early-reads.test.ts holds the two together), the start param is read as
 * src/messenger/launch-params.ts and src/api/contract/start-param.ts read it, and the images are
 * those the cards draw. Anonymous, as start-up's own reads are: auth has not answered yet. A hub
 * that needs a subscription refuses them (401): a few wasted requests cost less than a round trip
 * for every other hub, and the app's signed-in reads do not take a refusal (fetchWithEarlyReads).
 */
export function startEarlyReads(win: Window, apiBase: string, chunks: EarlyChunks = {}): void {
  type Row = Record<string, unknown> & { image?: { url?: unknown } | null; icon?: { url?: unknown } | null }
  const doc = win.document
  const [, segment = '', screen = '', rawId = ''] = win.location.pathname.split('/')
  const hash = new URLSearchParams(win.location.hash.slice(1))
  const query = new URLSearchParams(win.location.search)
  // Telegram's start param (hash, query, or inside its init data), else `?startapp=` (a plain browser).
  const param =
    hash.get('tgWebAppStartParam') ||
    query.get('tgWebAppStartParam') ||
    new URLSearchParams(hash.get('tgWebAppData') ?? query.get('tgWebAppData') ?? '').get('start_param') ||
    query.get('startapp') ||
    ''
  // The app key, then parts joined with `__` (plain/start-param.ts): the first part of a known kind
  // ends the key; the screen's part names where to start, the sharer's and campaign's codes nothing here.
  const parts = param.split('__')
  const end = parts.findIndex((part, index) => index > 0 && /^((category|section)_[1-9][0-9]{0,15}|[rc]_[A-Za-z0-9]{1,32})$/.test(part))
  const screenPart = end < 0 ? undefined : parts.slice(end).find((part) => /^(category|section)_/.test(part))
  const deep = screenPart ? [parts.slice(0, end).join('__'), ...screenPart.split('_')] : null
  let appKey = segment
  let target = screen
  let id = rawId
  // `/`, or Home with a start param naming a screen (the app follows it from `/`): the param names hub and screen.
  const followed = !segment || (!screen && deep)
  if (followed) [appKey = '', target = '', id = ''] = deep ?? [end < 0 ? param : parts.slice(0, end).join('__')]
  const preload = (href: string) => {
    const link = doc.createElement('link')
    link.rel = href.endsWith('.css') ? 'preload' : 'modulepreload'
    if (link.rel === 'preload') link.as = 'style'
    // As Vite's loader will ask for it (CORS mode), so the answer is the one it takes.
    link.crossOrigin = ''
    link.href = href
    doc.head.appendChild(link)
  }
  // The app's code, at once wherever no first paint comes first (app/first-paint.tsx draws Home and a
  // category): another screen, an address with no hub, a repeat visit (the app draws what was kept).
  const app = () => chunks.app?.forEach(preload)
  let kept = false
  try {
    for (let index = 0; index < win.localStorage.length; index++) kept ||= !!win.localStorage.key(index)?.includes(`:${appKey}:`)
  } catch {
    // Storage refused (private mode, a sandboxed frame): nothing was kept either.
  }
  const firstPaint = !kept && (!target || (target === 'category' && /^[1-9][0-9]{0,15}$/.test(id)))
  if (!firstPaint || !/^[a-z0-9][a-z0-9_-]{0,63}$/i.test(appKey)) app()
  if (!/^[a-z0-9][a-z0-9_-]{0,63}$/i.test(appKey)) return
  const responses: Record<string, Promise<Response> | undefined> = {}
  const early: EarlyReads = { appKey, responses }
  ;(win as EarlyWindow).__earlyReads = early

  const image = (url: unknown) => {
    if (typeof url !== 'string' || !url) return
    const img = new (win as Window & typeof globalThis).Image()
    // The first screenful's images: ahead of the cards below it, which the page loads lazily.
    img.fetchPriority = 'high'
    img.src = url
    img.decode().catch(() => undefined)
  }
  // What a card draws: the image of a card with a background or an image card, else its icon.
  const cardImage = (row: Row) => (row.display_type !== 'no_bg' && row.image ? row.image.url : row.icon?.url)
  const materialImage = (row: Row) => (row.display_type === 'icon' ? (row.icon ?? row.image) : (row.image ?? row.icon))?.url

  const read = (path: string, images?: (data: Row & Row[]) => unknown[]) => {
    const url = new URL(`${apiBase.replace(/\/$/, '')}${path}`, win.location.href).href
    if (url in responses) return url
    const response = win.fetch(url, { headers: { Accept: 'application/json', 'X-App-Key': appKey }, credentials: 'include' })
    responses[url] = response
    response
      .then((answer) => (answer.ok && images ? (answer.clone().json() as Promise<{ data?: Row & Row[] }>) : null))
      .then((body) => body?.data && images?.(body.data).forEach(image))
      // A failed early read is the app's to retry: nobody may be listening yet.
      .catch(() => undefined)
    return url
  }
  const buttons = '/buttons?filter%5Bis_to_main%5D=1'
  // A hub that needs a subscription draws no first paint either (its reads are refused).
  const navigation = read(`/navigations/${encodeURIComponent(appKey)}`, (hub) => {
    // As session/subscription.ts reads it: the hub's own rule, else whether it has a channel.
    if (hub.subscription_required === undefined ? hub.subscription_channel_url != null : hub.subscription_required === true) app()
    return []
  })
  const themes = read('/themes')
  if (!target) {
    early.home = {
      navigation,
      themes,
      categories: read('/categories?filter%5Broot%5D=1', (categories) => categories.slice(0, 2).map(cardImage)),
      banners: read('/banners', (banners) => [banners.find((banner) => banner.image)?.image?.url]),
      buttons: read(buttons),
    }
    return
  }
  if (!/^[1-9][0-9]{0,15}$/.test(id)) return
  // The app's code for the screen landed on: now, or after the first paint (which it would hold back).
  const screenChunks = target === 'category' ? chunks.category : target === 'section' ? chunks.section : undefined
  const wanted = [...((followed && chunks.deepLink) || []), ...(screenChunks ?? [])]
  if (firstPaint) early.later = () => wanted.forEach(preload)
  else wanted.forEach(preload)
  if (target === 'category') {
    if (firstPaint) chunks.categoryFirstPaint?.forEach(preload)
    early.category = {
      navigation,
      themes,
      category: read(`/categories/${id}?include%5B0%5D=materials&include%5B1%5D=sections&include%5B2%5D=subcategories`, (category) => [
        category.road_type !== 'material' && (category.image ?? category.icon)?.url,
        ...((category.materials as Row[] | undefined) ?? []).slice(0, 2).map(materialImage),
      ]),
    }
  } else if (target === 'section') {
    read(`/sections/${id}`, (section) => ((section.materials as Row[] | undefined) ?? []).slice(0, 2).map(materialImage))
    read(buttons)
  }
}

/**
 * The app's fetch: a GET that index.html has already asked for (same URL, same hub) gets that
 * response, once; anything else goes to the network. A signed-in request is not answered with the
 * anonymous read's refusal (a hub that needs a subscription): it goes to the network. `drop`
 * forgets what was not taken (start-up is over: later reads must be fresh).
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
    if (!response) return network(input, init)
    // Refused as anonymous (401, 403): a signed-in read may well be let in, so it asks itself.
    const signedIn = request.headers.has('Authorization')
    return response.then(
      (answer) => (signedIn && (answer.status === 401 || answer.status === 403) ? network(input, init) : answer),
      () => network(input, init),
    )
  }
  const drop = () => {
    early = undefined
    ;(win as EarlyWindow).__earlyReads = undefined
  }
  return { fetch: fetchWith, drop }
}
