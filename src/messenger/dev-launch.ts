import type { Platform } from '@/session/session-atoms'
import { parseInitData, type LaunchParams } from './launch-params'

/** Development only: who the plain browser pretends to be. Never imported by production code. */
export interface DevLaunchSettings {
  user: '1' | '2' | '3'
  platform: Extract<Platform, 'ios' | 'android' | 'tdesktop'>
  lang: 'ru' | 'en'
}

const DEV_LAUNCH_DEFAULTS: DevLaunchSettings = { user: '1', platform: 'tdesktop', lang: 'ru' }
const STORAGE_KEY = 'hub.dev-launch'

export function readDevLaunchSettings(): DevLaunchSettings {
  try {
    const raw = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<DevLaunchSettings>
    return {
      user: raw.user === '2' || raw.user === '3' ? raw.user : DEV_LAUNCH_DEFAULTS.user,
      platform: raw.platform === 'ios' || raw.platform === 'android' ? raw.platform : DEV_LAUNCH_DEFAULTS.platform,
      lang: raw.lang === 'en' ? 'en' : DEV_LAUNCH_DEFAULTS.lang,
    }
  } catch {
    return DEV_LAUNCH_DEFAULTS
  }
}

export function writeDevLaunchSettings(settings: DevLaunchSettings): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(settings))
}

/**
 * Signed launch data from the dev server (GET /__dev/launch-data), shaped like Telegram's.
 * A `?startapp=<key>` query stands in for Telegram's start param, as in t.me links.
 */
export async function devLaunchParams(fetchImpl: typeof fetch = fetch): Promise<LaunchParams | null> {
  const settings = readDevLaunchSettings()
  try {
    const response = await fetchImpl(`/__dev/launch-data?user=${settings.user}&lang=${settings.lang}`)
    if (!response.ok) return null
    const body = (await response.json()) as { initData?: unknown }
    if (typeof body.initData !== 'string') return null
    const { user } = parseInitData(body.initData)
    return {
      initData: body.initData,
      user,
      platform: settings.platform,
      version: '8.0',
      themeParams: {},
      startParam: new URLSearchParams(window.location.search).get('startapp'),
    }
  } catch {
    return null
  }
}
