import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isDarkColor, setWindowColors, telegramScheme } from '@/messenger/appearance'
import { isInTelegram, onEvent, postEvent, supportsVersion } from '@/messenger/bridge'
import { impactLight } from '@/messenger/haptics'
import { parseLaunchParams, readLaunchParams, resetLaunchParamsCache } from '@/messenger/launch-params'
import { openExternalLink, openTelegramLink, telegramPathOf } from '@/messenger/links'

type TelegramTestWindow = Window & {
  TelegramWebviewProxy?: { postEvent: (type: string, data: string) => void }
  Telegram?: { WebView?: { receiveEvent?: (type: string, data: unknown) => void } }
}
const w = window as TelegramTestWindow

const initData = new URLSearchParams({
  user: JSON.stringify({ id: 7, first_name: 'Ann', language_code: 'en' }),
  auth_date: '1700000000',
  start_param: 'from-init-data',
  hash: 'abc',
}).toString()

function launchHash(extra: Record<string, string> = {}) {
  return `#${new URLSearchParams({ tgWebAppData: initData, tgWebAppPlatform: 'ios', tgWebAppVersion: '8.0', ...extra }).toString()}`
}

function openAs(hash: string) {
  window.history.replaceState(null, '', `/demo${hash}`)
  resetLaunchParamsCache()
}

beforeEach(() => {
  sessionStorage.clear()
  openAs('')
})
afterEach(() => {
  delete w.TelegramWebviewProxy
  vi.restoreAllMocks()
})

describe('launch params', () => {
  it('reads init data, user, platform, version, theme and start param from the hash', () => {
    const params = parseLaunchParams(
      launchHash({ tgWebAppThemeParams: JSON.stringify({ bg_color: '#17212b', text_color: 5 }), tgWebAppStartParam: 'demo' }),
    )
    expect(params).toEqual({
      initData,
      user: { id: 7, firstName: 'Ann', languageCode: 'en' },
      platform: 'ios',
      version: '8.0',
      themeParams: { bg_color: '#17212b' },
      startParam: 'demo',
    })
  })

  it("falls back to the init data's start_param, and to 'unknown' for an unknown platform", () => {
    const params = parseLaunchParams(launchHash({ tgWebAppPlatform: 'smart-fridge' }))
    expect(params?.startParam).toBe('from-init-data')
    expect(params?.platform).toBe('unknown')
  })

  it('keeps them in sessionStorage, since Telegram gives them only on the first load', () => {
    openAs(launchHash())
    expect(readLaunchParams()?.user?.id).toBe(7)
    openAs('')
    expect(readLaunchParams()?.user?.id).toBe(7)
  })

  it('is null in a plain browser', () => {
    expect(readLaunchParams()).toBeNull()
    expect(isInTelegram()).toBe(false)
  })
})

describe('bridge', () => {
  it('posts methods through TelegramWebviewProxy with JSON data', () => {
    const proxy = vi.fn()
    w.TelegramWebviewProxy = { postEvent: proxy }
    postEvent('web_app_setup_back_button', { is_visible: true })
    expect(proxy).toHaveBeenCalledWith('web_app_setup_back_button', '{"is_visible":true}')
  })

  it('posts to the parent window in Telegram Web (iframe)', () => {
    openAs(launchHash({ tgWebAppPlatform: 'weba' }))
    const parent = { postMessage: vi.fn() }
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window)
    postEvent('web_app_ready')
    expect(parent.postMessage).toHaveBeenCalledWith('{"eventType":"web_app_ready","eventData":{}}', '*')
  })

  it('does nothing outside Telegram', () => {
    const parent = { postMessage: vi.fn() }
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window)
    postEvent('web_app_ready')
    expect(parent.postMessage).not.toHaveBeenCalled()
  })

  it('delivers events from receiveEvent and from the parent window, until unsubscribed', () => {
    const handler = vi.fn()
    const off = onEvent('theme_changed', handler)
    w.Telegram?.WebView?.receiveEvent?.('theme_changed', { theme_params: { bg_color: '#000000' } })
    expect(handler).toHaveBeenCalledWith({ theme_params: { bg_color: '#000000' } })
    off()
    w.Telegram?.WebView?.receiveEvent?.('theme_changed', {})
    expect(handler).toHaveBeenCalledOnce()
  })

  it('compares Mini Apps versions numerically', () => {
    openAs(launchHash({ tgWebAppVersion: '6.10' }))
    expect(supportsVersion('6.9')).toBe(true)
    expect(supportsVersion('7.0')).toBe(false)
  })
})

describe('links, haptics, colours', () => {
  it('opens external links in Telegram, else in a new tab', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    openExternalLink('https://example.com/')
    expect(open).toHaveBeenCalledWith('https://example.com/', '_blank', 'noopener')
    const proxy = vi.fn()
    w.TelegramWebviewProxy = { postEvent: proxy }
    openExternalLink('https://example.com/')
    expect(proxy).toHaveBeenCalledWith('web_app_open_link', '{"url":"https://example.com/"}')
  })

  it('opens t.me and tg://resolve links inside Telegram by path', () => {
    expect(telegramPathOf('https://t.me/club_channel?start=x')).toBe('/club_channel?start=x')
    expect(telegramPathOf('tg://resolve?domain=club&start=x')).toBe('/club?start=x')
    expect(telegramPathOf('https://example.com/')).toBeNull()
    const proxy = vi.fn()
    w.TelegramWebviewProxy = { postEvent: proxy }
    openTelegramLink('https://t.me/club_channel')
    expect(proxy).toHaveBeenCalledWith('web_app_open_tg_link', '{"path_full":"/club_channel"}')
  })

  it('opens tg:// links as t.me pages in a plain browser', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    openTelegramLink('tg://resolve?domain=club')
    expect(open).toHaveBeenCalledWith('https://t.me/club', '_blank', 'noopener')
  })

  it('sends haptics only inside Telegram', () => {
    openAs(launchHash())
    const proxy = vi.fn()
    w.TelegramWebviewProxy = { postEvent: proxy }
    impactLight()
    expect(proxy).toHaveBeenCalledWith('web_app_trigger_haptic_feedback', '{"type":"impact","impact_style":"light"}')
  })

  it('sets header and background colours, by colour from 6.9 on', () => {
    openAs(launchHash())
    const proxy = vi.fn()
    w.TelegramWebviewProxy = { postEvent: proxy }
    setWindowColors('#17212b', '#17212b')
    expect(proxy).toHaveBeenCalledWith('web_app_set_header_color', '{"color":"#17212b"}')
    expect(proxy).toHaveBeenCalledWith('web_app_set_background_color', '{"color":"#17212b"}')
  })

  it('tells dark colours from light ones', () => {
    expect(isDarkColor('#17212b')).toBe(true)
    expect(isDarkColor('#fff')).toBe(false)
    expect(telegramScheme({ bg_color: '#ffffff' })).toBe('light')
    expect(telegramScheme({})).toBeNull()
  })
})
