import { describe, expect, it } from 'vitest'
import { REFERRAL_CODE_LENGTH, referralCode, referralUserId } from '@/api/contract/plain/referral-code'
import { START_CODE_PATTERN } from '@/api/contract/plain/start-param'

describe('referral codes', () => {
  it('match the documented vectors (a backend implements the same algorithm)', () => {
    expect(referralCode('demo', 1)).toBe('2D417sdO4az')
    expect(referralCode('demo', 2)).toBe('ErRhStkBMkc')
    expect(referralCode('club', 2)).toBe('4YxuEp7IpoJ')
    expect(referralCode('demo', 123_456_789)).toBe('HU8DNVuaDLx')
    expect(referralCode('demo', 7_000_000_001)).toBe('CLvMwxfitYA')
    expect(referralCode('demo', 2 ** 52 - 1)).toBe('9w2lHAFzqu2')
  })

  it('read back to the messenger id in their own hub only', () => {
    for (const id of [1, 2, 42, 65_535, 2 ** 26, 2 ** 26 - 1, 123_456_789, 7_000_000_001, 2 ** 40 + 3, 2 ** 52 - 1]) {
      const code = referralCode('demo', id)
      expect(code).toHaveLength(REFERRAL_CODE_LENGTH)
      expect(code).toMatch(START_CODE_PATTERN)
      expect(referralUserId('demo', code)).toBe(id)
      expect(referralUserId('club', code)).not.toBe(id)
    }
  })

  it('do not show the id, and neighbours get unlike codes', () => {
    expect(referralCode('demo', 123_456_789)).not.toContain('123456789')
    const codes = new Set(Array.from({ length: 1000 }, (_, i) => referralCode('demo', 1000 + i).slice(0, 4)))
    expect(codes.size).toBeGreaterThan(990)
  })

  it('refuse what is no code: other lengths and characters, a changed character, values past 2^52', () => {
    const code = referralCode('demo', 777)
    for (const bad of ['', 'ZZZ', code.slice(1), `${code}0`, `${code.slice(0, 10)}_`, 'zzzzzzzzz00']) {
      expect([bad, referralUserId('demo', bad)]).toEqual([bad, null])
    }
    // Any one character changed fails the check (or names nobody): never someone else.
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
    let credited = 0
    for (let at = 0; at < code.length; at += 1) {
      for (const char of alphabet) {
        if (char === code[at]) continue
        const changed = code.slice(0, at) + char + code.slice(at + 1)
        if (referralUserId('demo', changed) !== null) credited += 1
      }
    }
    // Two check characters: about one changed code in 3,844 passes.
    expect(credited).toBeLessThan(3)
  })

  it('are made only for ids Telegram can give', () => {
    for (const id of [0, -1, 1.5, 2 ** 52, Number.NaN]) expect(() => referralCode('demo', id)).toThrow(RangeError)
  })
})
