/**
 * Telegram launch data (initData) verification and the mock's bearer tokens, on WebCrypto so the
 * same code runs in Node (the dev server) and in the browser (MSW in Storybook).
 */
import { HttpProblem, unauthenticated } from './errors'

/** Documented in the README; set BOT_TOKEN to use a real bot's launch data. */
export const DEV_BOT_TOKEN = '1234567890:DEV-nav-hub-bot-token-not-a-secret'
export const INIT_DATA_MAX_AGE_SECONDS = 24 * 60 * 60
export const TOKEN_TTL_SECONDS = 12 * 60 * 60

const encoder = new TextEncoder()

async function hmac(key: Uint8Array | string, message: string): Promise<Uint8Array> {
  const cryptoKey = await (typeof key === 'string' ? namedKey(key) : importHmacKey(key))
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)))
}

const importHmacKey = (raw: Uint8Array) =>
  crypto.subtle.importKey('raw', raw as BufferSource, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])

/** The token key is one per bot token: imported once, not on every call. */
const namedKeys = new Map<string, Promise<CryptoKey>>()
function namedKey(key: string): Promise<CryptoKey> {
  let cryptoKey = namedKeys.get(key)
  if (!cryptoKey) namedKeys.set(key, (cryptoKey = importHmacKey(encoder.encode(key))))
  return cryptoKey
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

function base64url(bytes: Uint8Array): string {
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (c) => c.charCodeAt(0))
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return diff === 0
}

function dataCheckString(params: URLSearchParams): string {
  return [...params.entries()]
    .filter(([key]) => key !== 'hash')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n')
}

async function initDataHash(params: URLSearchParams, botToken: string): Promise<string> {
  const secret = await hmac('WebAppData', botToken)
  return hex(await hmac(secret, dataCheckString(params)))
}

export interface LaunchUser {
  id: number
  first_name: string
  last_name?: string
  username?: string
  language_code?: string
}

/** Checks Telegram's signature and freshness; answers the messenger user, or throws 401. */
export async function verifyInitData(raw: string, botToken: string, now: Date): Promise<LaunchUser> {
  const params = new URLSearchParams(raw)
  const hash = params.get('hash')
  if (!hash || !/^[0-9a-f]{64}$/.test(hash)) throw unauthenticated()
  if (!constantTimeEqual(await initDataHash(params, botToken), hash)) throw unauthenticated()
  const authDate = Number(params.get('auth_date'))
  const age = now.getTime() / 1000 - authDate
  if (!Number.isFinite(authDate) || age > INIT_DATA_MAX_AGE_SECONDS || age < -300) throw unauthenticated()
  let user: unknown
  try {
    user = JSON.parse(params.get('user') ?? '')
  } catch {
    throw unauthenticated()
  }
  if (!isLaunchUser(user)) throw unauthenticated()
  return user
}

const OPTIONAL_TEXT = ['last_name', 'username', 'language_code'] as const

/** Signed is not the same as well-formed: a field of the wrong type would otherwise fail later as a 500. */
function isLaunchUser(value: unknown): value is LaunchUser {
  if (typeof value !== 'object' || value === null) return false
  const user = value as Record<string, unknown>
  return (
    Number.isSafeInteger(user.id) &&
    (user.id as number) > 0 &&
    typeof user.first_name === 'string' &&
    OPTIONAL_TEXT.every((key) => user[key] === undefined || typeof user[key] === 'string')
  )
}

/** Builds launch data the way Telegram does (dev server and tests; never shipped to a client bundle). */
export async function signInitData(fields: Record<string, string>, botToken: string): Promise<string> {
  const params = new URLSearchParams(fields)
  params.set('hash', await initDataHash(params, botToken))
  return params.toString()
}

interface TokenClaims {
  sub: number
  app: string
  exp: number
  /** The launch data's name, first and last (sharers and the outbox are named by it); tokens issued before issue 26 have none. */
  name?: string
}

const tokenKey = (botToken: string) => `nav-hub-token:${botToken}`

export async function issueToken(claims: Omit<TokenClaims, 'exp'>, botToken: string, now: Date): Promise<string> {
  const payload: TokenClaims = { ...claims, exp: Math.floor(now.getTime() / 1000) + TOKEN_TTL_SECONDS }
  const body = base64url(encoder.encode(JSON.stringify(payload)))
  return `${body}.${base64url(await hmac(tokenKey(botToken), body))}`
}

/**
 * Tokens whose signature was checked, by bot token: a client sends the same token with every call,
 * and WebCrypto's HMAC (a round trip through Node's thread pool) was the largest cost of a small
 * read. Only the signature is remembered; expiry and app key are checked on every call.
 */
const signed = new Set<string>()
const SIGNED_REMEMBERED = 10_000

/** A valid token's claims; 401 when forged, malformed or expired, 403 when made for another app key. */
export async function verifyToken(token: string, appKey: string | null, botToken: string, now: Date): Promise<TokenClaims> {
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) throw unauthenticated()
  if (!signed.has(`${botToken}\n${token}`)) {
    if (!constantTimeEqual(base64url(await hmac(tokenKey(botToken), body)), signature)) throw unauthenticated()
    if (signed.size >= SIGNED_REMEMBERED) signed.clear()
    signed.add(`${botToken}\n${token}`)
  }
  let claims: TokenClaims
  try {
    claims = JSON.parse(new TextDecoder().decode(fromBase64url(body))) as TokenClaims
  } catch {
    throw unauthenticated()
  }
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now.getTime()) throw unauthenticated()
  if (appKey !== null && claims.app !== appKey) throw new HttpProblem(403, 'This action is unauthorized.')
  return claims
}

export function randomToken(bytes = 20): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)))
}
