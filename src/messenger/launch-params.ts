/** The client Telegram names in its launch params (`tgWebAppPlatform`). */
export type Platform = 'ios' | 'android' | 'android_x' | 'tdesktop' | 'macos' | 'weba' | 'webk' | 'web' | 'unknown'

/** SPEC 1: ios, android and android_x are mobile platforms. */
export const isMobilePlatform = (platform: Platform) => platform === 'ios' || platform === 'android' || platform === 'android_x'

/** The launch user as Telegram sends it (unverified; the server checks the signature). */
export interface LaunchUser {
  id: number
  firstName: string
  languageCode: string | null
}

/** Telegram theme parameters, keyed as Telegram names them (`bg_color`, `text_color`...). */
export type ThemeParams = Partial<Record<string, string>>

export interface LaunchParams {
  /** The raw `tgWebAppData` string, sent to POST /auth as is. */
  initData: string | null
  user: LaunchUser | null
  platform: Platform
  version: string
  themeParams: ThemeParams
  startParam: string | null
}

const STORAGE_KEY = 'hub.launch-params'
const PLATFORMS: readonly Platform[] = ['ios', 'android', 'android_x', 'tdesktop', 'macos', 'weba', 'webk', 'web']

function toPlatform(value: string | null | undefined): Platform {
  return PLATFORMS.find((p) => p === value) ?? 'unknown'
}

function parseJson(value: string | null): unknown {
  if (!value) return null
  try {
    return JSON.parse(value) as unknown
  } catch {
    return null
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Reads the user and start param out of a raw init data string. */
export function parseInitData(initData: string): { user: LaunchUser | null; startParam: string | null } {
  const fields = new URLSearchParams(initData)
  const raw = parseJson(fields.get('user'))
  const user =
    isRecord(raw) && typeof raw.id === 'number'
      ? {
          id: raw.id,
          firstName: typeof raw.first_name === 'string' ? raw.first_name : '',
          languageCode: typeof raw.language_code === 'string' ? raw.language_code : null,
        }
      : null
  return { user, startParam: fields.get('start_param') || null }
}

function parseThemeParams(value: string | null): ThemeParams {
  return themeParamsOf(parseJson(value))
}

/** Keeps the string entries of a theme params object (launch params, `theme_changed` events). */
export function themeParamsOf(raw: unknown): ThemeParams {
  if (!isRecord(raw)) return {}
  return Object.fromEntries(Object.entries(raw).filter((e): e is [string, string] => typeof e[1] === 'string'))
}

/** Launch params from a query-string-like source (`#tgWebAppData=...&tgWebAppPlatform=...`). */
export function parseLaunchParams(source: string): LaunchParams | null {
  const params = new URLSearchParams(source.replace(/^[#?]/, ''))
  const initData = params.get('tgWebAppData')
  const platform = params.get('tgWebAppPlatform')
  if (!initData && !platform) return null
  const fromInitData = initData ? parseInitData(initData) : { user: null, startParam: null }
  return {
    initData: initData || null,
    user: fromInitData.user,
    platform: toPlatform(platform),
    version: params.get('tgWebAppVersion') ?? '6.0',
    themeParams: parseThemeParams(params.get('tgWebAppThemeParams')),
    startParam: params.get('tgWebAppStartParam') || fromInitData.startParam,
  }
}

function fromStorage(): LaunchParams | null {
  try {
    const raw = parseJson(sessionStorage.getItem(STORAGE_KEY))
    return isRecord(raw) && 'platform' in raw ? (raw as unknown as LaunchParams) : null
  } catch {
    return null
  }
}

function toStorage(params: LaunchParams) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(params))
  } catch {
    // Storage may be unavailable (private mode); the params then live for this page only.
  }
}

let cached: LaunchParams | null | undefined
let entryStartApp: string | null = null

/**
 * A plain browser's `?startapp=` as the page was opened (issue 26: the visit reports the start
 * parameter it came with; the router drops it once it has followed it). Read with the launch params.
 */
export function readEntryStartApp(): string | null {
  readLaunchParams()
  return entryStartApp
}

/**
 * Telegram's real launch params, or null outside Telegram. Telegram passes them only in the
 * first URL (hash, sometimes query); the router drops the hash, so they are kept in sessionStorage.
 */
export function readLaunchParams(): LaunchParams | null {
  if (cached !== undefined) return cached
  if (typeof window === 'undefined') return null
  entryStartApp = new URLSearchParams(window.location.search).get('startapp') || null
  const fresh = parseLaunchParams(window.location.hash) ?? parseLaunchParams(window.location.search)
  if (fresh) toStorage(fresh)
  cached = fresh ?? fromStorage()
  return cached
}

/** Tests only: forget what was read so the next call looks at the location again. */
export function resetLaunchParamsCache() {
  cached = undefined
  entryStartApp = null
}
