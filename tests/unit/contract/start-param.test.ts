import { describe, expect, it } from 'vitest'
import {
  APP_SHORT_NAME_PATTERN,
  BOT_USERNAME_PATTERN,
  buildStartParam,
  parseStartParam,
  shareLink,
  START_PARAM_MAX_LENGTH,
  type StartScreen,
} from '@/api/contract/plain/start-param'

const home = { screen: 'home' } as const
/** What parseStartParam answers for a link without a sharer, a campaign or parts it does not know. */
const plain = (appKey: string, start: StartScreen = home) => ({ appKey, start, referral: null, campaign: null, unknown: [] })

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

  it('adds the sharer and the campaign after the screen', () => {
    expect(buildStartParam('demo', { screen: 'category', id: 1 }, { referral: '0dKq81ZpT5x' })).toBe('demo__category_1__r_0dKq81ZpT5x')
    expect(buildStartParam('demo', home, { campaign: 'Q7' })).toBe('demo__c_Q7')
    expect(buildStartParam('demo', { screen: 'section', id: 2 }, { referral: 'a', campaign: 'b' })).toBe('demo__section_2__r_a__c_b')
    expect(buildStartParam('demo', home, { referral: null, campaign: null })).toBe('demo')
    for (const code of ['', 'a_b', 'a-b', 'é', 'x'.repeat(33)]) {
      expect(() => buildStartParam('demo', home, { referral: code })).toThrow(RangeError)
      expect(() => buildStartParam('demo', home, { campaign: code })).toThrow(RangeError)
    }
  })

  it('stays within Telegram’s alphabet and length for the longest app key, id and codes', () => {
    const param = buildStartParam(
      'a'.repeat(64),
      { screen: 'category', id: Number.MAX_SAFE_INTEGER },
      { referral: 'r'.repeat(32), campaign: 'c'.repeat(32) },
    )
    expect(param).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(param.length).toBeLessThanOrEqual(START_PARAM_MAX_LENGTH)
  })
})

describe('parseStartParam', () => {
  it('reads back what buildStartParam makes', () => {
    for (const start of [home, { screen: 'category', id: 7 }, { screen: 'section', id: 123456 }] as const) {
      expect(parseStartParam(buildStartParam('demo', start))).toEqual(plain('demo', start))
      expect(parseStartParam(buildStartParam('demo', start, { referral: 'AbC123', campaign: 'x9' }))).toEqual({
        ...plain('demo', start),
        referral: 'AbC123',
        campaign: 'x9',
      })
    }
  })

  it('keeps old links working: a plain app key, and an app key with a screen', () => {
    expect(parseStartParam('club')).toEqual(plain('club'))
    expect(parseStartParam('demo__category_3')).toEqual(plain('demo', { screen: 'category', id: 3 }))
    expect(parseStartParam('my-hub_2__section_12')).toEqual(plain('my-hub_2', { screen: 'section', id: 12 }))
  })

  it('takes parts of no known kind before any known one as part of the app key (app keys may hold __)', () => {
    expect(parseStartParam('demo__news_3')).toEqual(plain('demo__news_3'))
    expect(parseStartParam('demo__category_0')).toEqual(plain('demo__category_0'))
    expect(parseStartParam('demo__category_03')).toEqual(plain('demo__category_03'))
    expect(parseStartParam('shop__main__category_4')).toEqual(plain('shop__main', { screen: 'category', id: 4 }))
    // An id past 2^53 names no screen: the whole is read as an app key, which no hub will have.
    const huge = `demo__category_${'9'.repeat(16)}`
    expect(parseStartParam(huge)).toEqual(plain(huge))
  })

  it('opens the part it knows and lists the parts it does not (the link of issue 26: demo__category_1__r_ZZZ)', () => {
    expect(parseStartParam('demo__category_1__r_ZZZ')).toEqual({ ...plain('demo', { screen: 'category', id: 1 }), referral: 'ZZZ' })
    expect(parseStartParam('demo__category_1__zz_9__r_')).toEqual({
      ...plain('demo', { screen: 'category', id: 1 }),
      unknown: ['zz_9', 'r_'],
    })
    expect(parseStartParam('demo__section_2__r_a-b')).toEqual({ ...plain('demo', { screen: 'section', id: 2 }), unknown: ['r_a-b'] })
    // The first of a kind counts; a second screen, sharer or campaign is unknown.
    expect(parseStartParam('a__category_1__section_2__c_one__c_two')).toEqual({
      ...plain('a', { screen: 'category', id: 1 }),
      campaign: 'one',
      unknown: ['section_2', 'c_two'],
    })
    // Parts in any order; a sharer or campaign without a screen opens Home.
    expect(parseStartParam('demo__c_Q7__category_5')).toEqual({ ...plain('demo', { screen: 'category', id: 5 }), campaign: 'Q7' })
    expect(parseStartParam('demo__r_Abc')).toEqual({ ...plain('demo'), referral: 'Abc' })
    expect(parseStartParam('demo__category_1__')).toEqual({ ...plain('demo', { screen: 'category', id: 1 }), unknown: [''] })
    expect(parseStartParam(`demo__category_1__r_${'a'.repeat(33)}`)?.unknown).toEqual([`r_${'a'.repeat(33)}`])
  })

  it('takes a param of exactly 512 characters, and names no hub past it', () => {
    const head = 'demo__category_1__r_0dKq81ZpT5x__c_Camp1__'
    const at512 = head + 'x'.repeat(START_PARAM_MAX_LENGTH - head.length)
    expect(at512).toHaveLength(512)
    expect(parseStartParam(at512)).toEqual({
      ...plain('demo', { screen: 'category', id: 1 }),
      referral: '0dKq81ZpT5x',
      campaign: 'Camp1',
      unknown: ['x'.repeat(START_PARAM_MAX_LENGTH - head.length)],
    })
    expect(parseStartParam(`${at512}x`)).toBeNull()
  })

  it('names no hub for what is not a start parameter', () => {
    for (const param of [
      null,
      undefined,
      '',
      'demo hub',
      'demo/category/3',
      'dé',
      '-demo',
      '__category_3',
      'a'.repeat(513),
      'demo__r_a+b',
    ]) {
      expect([param, parseStartParam(param)]).toEqual([param, null])
    }
    // Before the first known part there must be an app key.
    expect(parseStartParam(`${'a'.repeat(65)}__category_1`)).toBeNull()
  })
})

describe('shareLink', () => {
  it('carries the codes it is given', () => {
    expect(
      shareLink({ botUsername: 'kod_school_bot', appShortName: 'hub' }, 'demo', { screen: 'category', id: 3 }, { referral: 'Ab1' }),
    ).toBe('https://t.me/kod_school_bot/hub?startapp=demo__category_3__r_Ab1')
  })

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
