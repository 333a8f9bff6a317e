/**
 * The sharer's code in a link (`r_<code>`, start-param.ts): made on the visitor's device from their
 * messenger id and the app key, with no call to the server, and read back by the server alone.
 *
 * It keeps the id from showing in a link posted to a chat: the id goes through a 4-round Feistel
 * permutation keyed by the app key (so one person has another code in every hub), then base62, with
 * two check characters, so a code mistyped or made up is refused rather than credited to someone.
 * It is no secret (the algorithm is public, and the id is what Telegram shows any bot the person
 * writes to): it carries that id and nothing else, neither name nor time nor channel.
 *
 * The algorithm, for a backend (all arithmetic on unsigned 32-bit integers, modulo 2^32):
 * - `K` = FNV-1a 32-bit of the app key's bytes (offset 0x811C9DC5, prime 0x01000193).
 * - `fmix(h)` = murmur3's finalizer: h ^= h >> 16; h *= 0x85EBCA6B; h ^= h >> 13; h *= 0xC2B2AE35; h ^= h >> 16.
 * - `F(x, i)` = fmix((x XOR K) + (i + 1) * 0x9E3779B9) AND 0x3FFFFFF (26 bits).
 * - The id (1 .. 2^52 - 1: Telegram's ids have at most 52 significant bits) as two 26-bit halves
 *   `hi = id div 2^26`, `lo = id mod 2^26`; for i = 0..3: `(hi, lo) = (lo, hi XOR F(lo, i))`.
 * - `value = hi * 2^26 + lo`; `check = fmix(K XOR fmix(hi) XOR lo) mod 3844`.
 * - code = `value` in base62 (`0-9A-Za-z`), 9 digits with leading zeros, then `check` in 2 digits.
 * Reading it back runs the rounds backwards, i = 3..0: `(hi, lo) = (lo XOR F(hi, i), hi)`.
 * Vectors: tests/unit/contract/referral-code.test.ts.
 */

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
const HALF = 2 ** 26
const LOW_BITS = HALF - 1
const MAX_ID = 2 ** 52 - 1
const VALUE_DIGITS = 9
const CHECK_DIGITS = 2
export const REFERRAL_CODE_LENGTH = VALUE_DIGITS + CHECK_DIGITS
const CODE = /^[0-9A-Za-z]{11}$/

function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (const byte of new TextEncoder().encode(text)) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0
  return hash
}

function fmix(value: number): number {
  let h = value >>> 0
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

const round = (half: number, key: number, i: number) => fmix(((half ^ key) >>> 0) + Math.imul(i + 1, 0x9e3779b9)) & LOW_BITS
const checkOf = (key: number, hi: number, lo: number) => fmix(key ^ fmix(hi) ^ lo) % ALPHABET.length ** CHECK_DIGITS

function toBase62(value: number, digits: number): string {
  let text = ''
  for (let left = value, i = 0; i < digits; i += 1, left = Math.floor(left / ALPHABET.length)) {
    text = (ALPHABET[left % ALPHABET.length] as string) + text
  }
  return text
}

const fromBase62 = (text: string) => [...text].reduce((value, char) => value * ALPHABET.length + ALPHABET.indexOf(char), 0)

/** The code of messenger user `userId` in hub `appKey`; a RangeError for an id Telegram cannot give. */
export function referralCode(appKey: string, userId: number): string {
  if (!Number.isSafeInteger(userId) || userId < 1 || userId > MAX_ID) throw new RangeError(`Not a messenger id: ${String(userId)}`)
  const key = fnv1a(appKey)
  let hi = Math.floor(userId / HALF)
  let lo = userId % HALF
  for (let i = 0; i < 4; i += 1) [hi, lo] = [lo, (hi ^ round(lo, key, i)) >>> 0]
  return toBase62(hi * HALF + lo, VALUE_DIGITS) + toBase62(checkOf(key, hi, lo), CHECK_DIGITS)
}

/** The messenger id a code of hub `appKey` names; null for anything that is no such code. */
export function referralUserId(appKey: string, code: string): number | null {
  if (!CODE.test(code)) return null
  const value = fromBase62(code.slice(0, VALUE_DIGITS))
  if (value > MAX_ID) return null
  const key = fnv1a(appKey)
  let hi = Math.floor(value / HALF)
  let lo = value % HALF
  if (checkOf(key, hi, lo) !== fromBase62(code.slice(VALUE_DIGITS))) return null
  for (let i = 3; i >= 0; i -= 1) [hi, lo] = [(lo ^ round(hi, key, i)) >>> 0, hi]
  const id = hi * HALF + lo
  return id >= 1 ? id : null
}
