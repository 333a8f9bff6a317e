import { signInitData } from '@mock-api/auth'
import { checkerFor } from './openapi-check'

/** A raw HTTP view of the API: the suite checks the wire itself, not our client's reading of it. */
export interface Target {
  name: string
  baseUrl: string
  botToken: string
  /** Only the lowdb-backed server can be restarted on the same data. */
  restart?: () => Promise<void>
  dataFile?: () => string
  /** Our own servers run on a clock the cases may set (schedule boundaries); another backend keeps its own. */
  clock?: TestClock
  /** Our own servers serve the dev stand-ins (/__dev/members, /__dev/join-requests); another backend has none. */
  devStandIns?: boolean
  /** Where our servers serve the dev stand-ins (`POST /__dev/hubs` makes a hub); another backend has none. */
  devOrigin?: string
}

/** The server's time: `set(at)` stops it at `at`, `set(null)` gives back the real time. Keep it within hours of now: tokens expire. */
export interface TestClock {
  set: (at: Date | null) => void
}

/** A clock for a server under test, and the `now` to hand the server. */
export function testClock(): TestClock & { now: () => Date } {
  let fixed: Date | null = null
  return { set: (at) => (fixed = at), now: () => fixed ?? new Date() }
}

export interface CallOptions {
  appKey?: string | null
  token?: string | null
  body?: unknown
  rawBody?: BodyInit
  headers?: Record<string, string>
}

export interface Answer<T = any> {
  status: number
  body: T
  headers: Headers
}

export async function call<T = any>(target: Target, method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
  const headers = new Headers({ Accept: 'application/json', ...options.headers })
  const appKey = options.appKey === undefined ? 'demo' : options.appKey
  if (appKey) headers.set('X-App-Key', appKey)
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`)
  let body = options.rawBody
  if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = JSON.stringify(options.body)
  }
  const response = await fetch(`${target.baseUrl}${path}`, { method, headers, body })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    /* leave as text: the test asserts on it */
  }
  // Every answer is checked against the OpenAPI document (tests/contract/openapi-check.ts).
  if (path !== '/openapi.json') {
    const checker = await checkerFor(target, async () => (await call(target, 'GET', '/openapi.json')).body)
    const mismatch = checker.check(method, path, response.status, parsed)
    if (mismatch) throw new Error(mismatch)
  }
  return { status: response.status, body: parsed as T, headers: response.headers }
}

/** A dev stand-in (POST /__dev/..., beside the API's base), as the dev toolbar and the tests call it. */
export async function devCall<T = any>(target: Target, path: string, body: unknown): Promise<Answer<T>> {
  const response = await fetch(`${target.baseUrl.replace(/\/api$/, '')}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers }
}

export async function launchData(
  target: Target,
  userId: number,
  options: { ageSeconds?: number; botToken?: string; username?: string } = {},
) {
  const authDate = Math.floor(Date.now() / 1000) - (options.ageSeconds ?? 0)
  const username = options.username === undefined ? {} : { username: options.username }
  return signInitData(
    {
      user: JSON.stringify({ id: userId, first_name: `User${String(userId)}`, ...username, language_code: 'ru' }),
      auth_date: String(authDate),
      query_id: `q${String(userId)}`,
    },
    options.botToken ?? target.botToken,
  )
}

/**
 * Signs in as a messenger user: 1 is an admin of demo and club, 2 a visitor, 3 a member of demo's
 * and club's channels. `ageSeconds` dates the launch data (negative: later than now, for a server
 * whose clock a case has moved ahead); `username` the user's @username.
 */
export async function signIn(
  target: Target,
  userId: number,
  appKey = 'demo',
  options: { ageSeconds?: number; username?: string } = {},
): Promise<string> {
  const answer = await call<{ data: { token: string } }>(target, 'POST', '/auth', {
    appKey,
    headers: { Authorization: `tma ${await launchData(target, userId, options)}` },
  })
  if (answer.status !== 200) throw new Error(`sign-in failed: ${String(answer.status)} ${JSON.stringify(answer.body)}`)
  return answer.body.data.token
}

export const tinyPng = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
)

export function uploadForm(bytes: Uint8Array | string, name: string, type: 'image' | 'icon', mime = 'application/octet-stream') {
  const form = new FormData()
  form.append('file', new Blob([bytes as BlobPart], { type: mime }), name)
  form.append('type', type)
  return form
}
