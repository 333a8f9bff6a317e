/**
 * Links into any screen of a hub (zod-free and small: the hub's first screen imports it).
 *
 * Telegram opens a mini app at `https://t.me/<bot>/<app>?startapp=<param>` (or, for the bot's main
 * mini app, `https://t.me/<bot>?startapp=<param>`) and hands `<param>` to it as the start
 * parameter: only `A-Z a-z 0-9 _ -`, at most 512 characters. The hub's param is its app key, as
 * always, optionally followed by the screen to start on: `<appKey>__category_<id>`,
 * `<appKey>__section_<id>`.
 */
import { isAppKey } from './app-key'

export const START_PARAM_MAX_LENGTH = 512
const START_PARAM = /^[A-Za-z0-9_-]+$/

/** A Telegram bot's username: 5-32 latin letters, digits and _, ending in "bot" (any case). */
export const BOT_USERNAME_PATTERN = /^(?=[A-Za-z0-9_]{5,32}$)[A-Za-z0-9_]*bot$/i
/** A mini app's short name, as BotFather takes it: 3-30 latin letters, digits and _. */
export const APP_SHORT_NAME_PATTERN = /^[A-Za-z0-9_]{3,30}$/

export type StartScreen = { screen: 'home' } | { screen: 'category'; id: number } | { screen: 'section'; id: number }

export interface StartTarget {
  appKey: string
  start: StartScreen
}

const HOME: StartScreen = { screen: 'home' }
const SCREEN_SUFFIX = /^(.+)__(category|section)_([1-9][0-9]{0,15})$/

const isId = (id: number) => Number.isSafeInteger(id) && id > 0

/** The start parameter of a hub's screen; throws a RangeError for an app key or id that cannot be one. */
export function buildStartParam(appKey: string, start: StartScreen = HOME): string {
  if (!isAppKey(appKey)) throw new RangeError(`Not an app key: ${JSON.stringify(appKey)}`)
  if (start.screen === 'home') return appKey
  if (!isId(start.id)) throw new RangeError(`Not an id: ${String(start.id)}`)
  return `${appKey}__${start.screen}_${String(start.id)}`
}

/**
 * The hub and screen a start parameter names; null when it names no hub. A suffix that names no
 * screen is part of the app key (app keys may hold `__`), so `demo__x` is the hub `demo__x`.
 */
export function parseStartParam(param: string | null | undefined): StartTarget | null {
  if (!param || param.length > START_PARAM_MAX_LENGTH || !START_PARAM.test(param)) return null
  const match = SCREEN_SUFFIX.exec(param)
  if (match) {
    const [, appKey = '', screen, id = ''] = match
    if (isAppKey(appKey) && isId(Number(id))) return { appKey, start: { screen: screen as 'category' | 'section', id: Number(id) } }
  }
  return isAppKey(param) ? { appKey: param, start: HOME } : null
}

export interface SharingSettings {
  botUsername?: string | null
  appShortName?: string | null
}

/**
 * The `t.me` link that opens the hub on `start`: with the mini app's short name when there is one,
 * else the bot's main mini app. Null without a (valid) bot username: no link can be made.
 */
export function shareLink(settings: SharingSettings, appKey: string, start: StartScreen = HOME): string | null {
  const { botUsername, appShortName } = settings
  if (!botUsername || !BOT_USERNAME_PATTERN.test(botUsername)) return null
  const app = appShortName && APP_SHORT_NAME_PATTERN.test(appShortName) ? `/${appShortName}` : ''
  return `https://t.me/${botUsername}${app}?startapp=${buildStartParam(appKey, start)}`
}
