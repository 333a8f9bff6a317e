import { describe, expect, it } from 'vitest'
import {
  APP_SHORT_NAME_PATTERN,
  BOT_USERNAME_PATTERN,
  buildStartParam,
  parseStartParam,
  shareLink,
  START_PARAM_MAX_LENGTH,
} from '@/api/contract/plain/start-param'

describe('buildStartParam', () => {
  it('is the app key for Home, and the app key with the screen for a category or section', () => {
    expect(buildStartParam('demo')).toBe('demo')
    expect(buildStartParam('demo', { screen: 'home' })).toBe('demo')
    expect(buildStartParam('demo', { screen: 'category', id: 3 })).toBe('demo__category_3')
    expect(buildStartParam('my-hub_2', { screen: 'section', id: 12 })).toBe('my-hub_2__section_12')
  })

  it('refuses what cannot travel as a start parameter', () => {
    expect(() => buildStartParam('dé mo')).toThrow(RangeError)
    expect(() => buildStartParam('demo', { screen: 'category', id: 0 })).toThrow(RangeError)
    expect(() => buildStartParam('demo', { screen: 'section', id: 1.5 })).toThrow(RangeError)
  })

  it('stays within Telegram’s alphabet and length for the longest app key and id', () => {
    const param = buildStartParam('a'.repeat(64), { screen: 'category', id: Number.MAX_SAFE_INTEGER })
    expect(param).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(param.length).toBeLessThanOrEqual(START_PARAM_MAX_LENGTH)
  })
})

describe('parseStartParam', () => {
  it('reads back what buildStartParam makes', () => {
    for (const start of [{ screen: 'home' }, { screen: 'category', id: 7 }, { screen: 'section', id: 123456 }] as const) {
      expect(parseStartParam(buildStartParam('demo', start))).toEqual({ appKey: 'demo', start })
    }
  })

  it('keeps a plain app key working as today', () => {
    expect(parseStartParam('club')).toEqual({ appKey: 'club', start: { screen: 'home' } })
  })

  it('takes a suffix that names no screen as part of the app key, and the last suffix as the screen', () => {
    expect(parseStartParam('demo__news_3')).toEqual({ appKey: 'demo__news_3', start: { screen: 'home' } })
    expect(parseStartParam('demo__category_0')).toEqual({ appKey: 'demo__category_0', start: { screen: 'home' } })
    expect(parseStartParam('demo__category_03')).toEqual({ appKey: 'demo__category_03', start: { screen: 'home' } })
    expect(parseStartParam('a__category_1__section_2')).toEqual({ appKey: 'a__category_1', start: { screen: 'section', id: 2 } })
    // An id past 2^53 names no screen: the whole is read as an app key, which no hub will have.
    const huge = `demo__category_${'9'.repeat(17)}`
    expect(parseStartParam(huge)).toEqual({ appKey: huge, start: { screen: 'home' } })
  })

  it('names no hub for what is not a start parameter', () => {
    for (const param of [null, undefined, '', 'demo hub', 'demo/category/3', 'dé', '-demo', '__category_3', 'a'.repeat(513)]) {
      expect([param, parseStartParam(param)]).toEqual([param, null])
    }
  })
})

describe('shareLink', () => {
  it('opens the named mini app on the screen', () => {
    expect(shareLink({ botUsername: 'kod_school_bot', appShortName: 'hub' }, 'demo', { screen: 'category', id: 3 })).toBe(
      'https://t.me/kod_school_bot/hub?startapp=demo__category_3',
    )
    expect(shareLink({ botUsername: 'KodBot', appShortName: 'hub' }, 'demo')).toBe('https://t.me/KodBot/hub?startapp=demo')
  })

  it("opens the bot's main mini app without a short name, and is null without a bot", () => {
    expect(shareLink({ botUsername: 'kod_school_bot', appShortName: null }, 'demo', { screen: 'section', id: 2 })).toBe(
      'https://t.me/kod_school_bot?startapp=demo__section_2',
    )
    expect(shareLink({ botUsername: null, appShortName: 'hub' }, 'demo')).toBeNull()
    expect(shareLink({}, 'demo')).toBeNull()
    expect(shareLink({ botUsername: 'not a bot' }, 'demo')).toBeNull()
  })
})

describe('Telegram name rules', () => {
  it('bot usernames: 5-32 of A-Za-z0-9_, ending in bot in any case', () => {
    for (const ok of ['kodbot', 'Kod_Bot', 'a_BOT', 'x'.repeat(29) + 'bot']) expect([ok, BOT_USERNAME_PATTERN.test(ok)]).toEqual([ok, true])
    for (const bad of ['abot', 'kod_school', 'kod-bot', 'x'.repeat(30) + 'bot', '@kodbot', 'кодbot']) {
      expect([bad, BOT_USERNAME_PATTERN.test(bad)]).toEqual([bad, false])
    }
  })

  it('short names: 3-30 of A-Za-z0-9_', () => {
    for (const ok of ['hub', 'my_app_2', 'x'.repeat(30)]) expect(APP_SHORT_NAME_PATTERN.test(ok)).toBe(true)
    for (const bad of ['ab', 'x'.repeat(31), 'my-app', 'my app']) expect(APP_SHORT_NAME_PATTERN.test(bad)).toBe(false)
  })
})
