/**
 * Links into any screen of a hub (zod-free and small: the hub's start-up reads it).
 *
 * Telegram opens a mini app at `https://t.me/<bot>/<app>?startapp=<param>` (or, for the bot's main
 * mini app, `https://t.me/<bot>?startapp=<param>`) and hands `<param>` to it as the start
 * parameter: only `A-Z a-z 0-9 _ -`, at most 512 characters. The hub's param is its app key, as
 * always, followed by parts joined with `__` (docs/decisions/visits-and-sharing.md):
 * - the screen to start on: `category_<id>` or `section_<id>`;
 * - who shared the link: `r_<code>` (./referral-code.ts makes the code from the sharer's messenger id);
 * - the owner's campaign link: `c_<code>` (the server makes the code).
 * `demo__category_3__r_0dKq81ZpT5x` is category 3 of `demo`, shared by the visitor whose code that is.
 */
import { isAppKey } from './app-key'

export const START_PARAM_MAX_LENGTH = 512
const START_PARAM = /^[A-Za-z0-9_-]+$/

/** A Telegram bot's username: 5-32 latin letters, digits and _, ending in "bot" (any case). */
export const BOT_USERNAME_PATTERN = /^(?=[A-Za-z0-9_]{5,32}$)[A-Za-z0-9_]*bot$/i
/** A mini app's short name, as BotFather takes it: 3-30 latin letters, digits and _. */
export const APP_SHORT_NAME_PATTERN = /^[A-Za-z0-9_]{3,30}$/
/** The code after `r_` or `c_`: 1-32 latin letters and digits (never `_`, which joins the parts). */
export const START_CODE_PATTERN = /^[A-Za-z0-9]{1,32}$/

export type StartScreen = { screen: 'home' } | { screen: 'category'; id: number } | { screen: 'section'; id: number }

/** Who shared a link and which campaign it belongs to: codes only, never names or ids. */
export interface StartCodes {
  referral?: string | null
  campaign?: string | null
}

export interface StartTarget {
  appKey: string
  start: StartScreen
  /** The sharer's code (`r_<code>`), as written: the server decodes it (an invalid one counts as unknown). */
  referral: string | null
  /** The campaign's code (`c_<code>`), as written: the server looks it up (an unknown one counts as unknown). */
  campaign: string | null
  /** Parts after the app key that it does not know, or repeats: ignored here, counted as an unknown source. */
  unknown: string[]
}

const HOME: StartScreen = { screen: 'home' }
const SEPARATOR = '__'
const PART = /^(?:(category|section)_([1-9][0-9]{0,15})|([rc])_([A-Za-z0-9]{1,32}))$/

const isId = (id: number) => Number.isSafeInteger(id) && id > 0

/** A part of a kind this version knows, well formed: the first one ends the app key. */
function knownPart(part: string): RegExpExecArray | null {
  const match = PART.exec(part)
  return match && (match[2] === undefined || isId(Number(match[2]))) ? match : null
}

/**
 * The start parameter of a hub's screen, with the sharer's and the campaign's codes when given;
 * throws a RangeError for an app key, id or code that cannot be one. At most 64 + 27 + 35 + 35
 * characters: always within Telegram's 512.
 */
export function buildStartParam(appKey: string, start: StartScreen = HOME, codes: StartCodes = {}): string {
  if (!isAppKey(appKey)) throw new RangeError(`Not an app key: ${JSON.stringify(appKey)}`)
  const parts = [appKey]
  if (start.screen !== 'home') {
    if (!isId(start.id)) throw new RangeError(`Not an id: ${String(start.id)}`)
    parts.push(`${start.screen}_${String(start.id)}`)
  }
  for (const [kind, code] of [
    ['r', codes.referral],
    ['c', codes.campaign],
  ] as const) {
    if (code == null) continue
    if (!START_CODE_PATTERN.test(code)) throw new RangeError(`Not a code: ${JSON.stringify(code)}`)
    parts.push(`${kind}_${code}`)
  }
  return parts.join(SEPARATOR)
}

/**
 * What a start parameter names; null when it names no hub (not Telegram's alphabet, over 512
 * characters, or no app key before its parts). The app key ends at the first part of a known kind
 * (app keys may hold `__`: a param without one, `demo__news_3`, is all app key, as before). After
 * it, the first screen, referral and campaign count; anything else is listed in `unknown`.
 */
export function parseStartParam(param: string | null | undefined): StartTarget | null {
  if (!param || param.length > START_PARAM_MAX_LENGTH || !START_PARAM.test(param)) return null
  const parts = param.split(SEPARATOR)
  let first = 1
  while (first < parts.length && !knownPart(parts[first] as string)) first += 1
  const appKey = parts.slice(0, first).join(SEPARATOR)
  if (!isAppKey(appKey)) return null
  const target: StartTarget = { appKey, start: HOME, referral: null, campaign: null, unknown: [] }
  for (const part of parts.slice(first)) {
    const [, screen, id, kind, code = null] = knownPart(part) ?? []
    if (screen && target.start === HOME) target.start = { screen: screen as 'category' | 'section', id: Number(id) }
    else if (kind === 'r' && target.referral === null) target.referral = code
    else if (kind === 'c' && target.campaign === null) target.campaign = code
    else target.unknown.push(part)
  }
  return target
}

export interface SharingSettings {
  botUsername?: string | null
  appShortName?: string | null
}

/**
 * The `t.me` link that opens the hub on `start`: with the mini app's short name when there is one,
 * else the bot's main mini app. Null without a (valid) bot username: no link can be made.
 */
export function shareLink(settings: SharingSettings, appKey: string, start: StartScreen = HOME, codes: StartCodes = {}): string | null {
  return startLink(settings, buildStartParam(appKey, start, codes))
}

/** The `t.me` link that hands `param` to the hub (see shareLink); null without a (valid) bot username. */
export function startLink(settings: SharingSettings, param: string): string | null {
  const { botUsername, appShortName } = settings
  if (!botUsername || !BOT_USERNAME_PATTERN.test(botUsername)) return null
  const app = appShortName && APP_SHORT_NAME_PATTERN.test(appShortName) ? `/${appShortName}` : ''
  return `https://t.me/${botUsername}${app}?startapp=${param}`
}
