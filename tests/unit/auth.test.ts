import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  DEV_BOT_TOKEN,
  INIT_DATA_MAX_AGE_SECONDS,
  issueToken,
  signInitData,
  TOKEN_TTL_SECONDS,
  verifyInitData,
  verifyToken,
} from '@mock-api/auth'
import { HttpProblem } from '@mock-api/errors'

const NOW = new Date('2025-06-01T12:00:00Z')
const seconds = (date: Date) => Math.floor(date.getTime() / 1000)
const later = (s: number) => new Date(NOW.getTime() + s * 1000)

function launchFields(overrides: Record<string, string> = {}) {
  return {
    query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
    user: JSON.stringify({ id: 1, first_name: 'Anna', last_name: 'K', username: 'anna', language_code: 'ru' }),
    auth_date: String(seconds(NOW) - 60),
    ...overrides,
  }
}

async function problem(promise: Promise<unknown>): Promise<HttpProblem> {
  try {
    await promise
  } catch (error) {
    if (error instanceof HttpProblem) return error
    throw error
  }
  throw new Error('Expected an HttpProblem')
}

describe('Telegram launch data', () => {
  it("signs with Telegram's algorithm (checked against node:crypto)", async () => {
    const raw = await signInitData(launchFields(), DEV_BOT_TOKEN)
    const params = new URLSearchParams(raw)
    const checkString = [...params]
      .filter(([k]) => k !== 'hash')
      .map(([k, v]) => `${k}=${v}`)
      .sort()
      .join('\n')
    const secret = createHmac('sha256', 'WebAppData').update(DEV_BOT_TOKEN).digest()
    expect(params.get('hash')).toBe(createHmac('sha256', secret).update(checkString).digest('hex'))
  })

  it('round-trips: signed data verifies and yields the user', async () => {
    const raw = await signInitData(launchFields(), DEV_BOT_TOKEN)
    expect(await verifyInitData(raw, DEV_BOT_TOKEN, NOW)).toEqual({
      id: 1,
      first_name: 'Anna',
      last_name: 'K',
      username: 'anna',
      language_code: 'ru',
    })
  })

  it('does not depend on field order', async () => {
    const params = new URLSearchParams(await signInitData(launchFields(), DEV_BOT_TOKEN))
    const reversed = new URLSearchParams([...params].reverse())
    expect((await verifyInitData(reversed.toString(), DEV_BOT_TOKEN, NOW)).id).toBe(1)
  })

  it('refuses a forged or missing hash', async () => {
    const params = new URLSearchParams(await signInitData(launchFields(), DEV_BOT_TOKEN))
    params.set('hash', '0'.repeat(64))
    expect((await problem(verifyInitData(params.toString(), DEV_BOT_TOKEN, NOW))).status).toBe(401)
    params.set('hash', 'not-hex')
    expect((await problem(verifyInitData(params.toString(), DEV_BOT_TOKEN, NOW))).status).toBe(401)
    params.delete('hash')
    expect((await problem(verifyInitData(params.toString(), DEV_BOT_TOKEN, NOW))).status).toBe(401)
  })

  it('refuses data signed with another bot token', async () => {
    const raw = await signInitData(launchFields(), '999:other-bot')
    expect((await problem(verifyInitData(raw, DEV_BOT_TOKEN, NOW))).status).toBe(401)
  })

  it('refuses a tampered field', async () => {
    const params = new URLSearchParams(await signInitData(launchFields(), DEV_BOT_TOKEN))
    params.set('user', JSON.stringify({ id: 2, first_name: 'Mallory' }))
    expect((await problem(verifyInitData(params.toString(), DEV_BOT_TOKEN, NOW))).status).toBe(401)
    const added = new URLSearchParams(await signInitData(launchFields(), DEV_BOT_TOKEN))
    added.append('start_param', 'admin')
    expect((await problem(verifyInitData(added.toString(), DEV_BOT_TOKEN, NOW))).status).toBe(401)
  })

  it('refuses data older than 24 h, accepts data just inside', async () => {
    const fresh = await signInitData(launchFields({ auth_date: String(seconds(NOW) - INIT_DATA_MAX_AGE_SECONDS + 5) }), DEV_BOT_TOKEN)
    expect((await verifyInitData(fresh, DEV_BOT_TOKEN, NOW)).id).toBe(1)
    const expired = await signInitData(launchFields({ auth_date: String(seconds(NOW) - INIT_DATA_MAX_AGE_SECONDS - 1) }), DEV_BOT_TOKEN)
    expect((await problem(verifyInitData(expired, DEV_BOT_TOKEN, NOW))).status).toBe(401)
  })

  it('refuses a missing or non-numeric auth_date and dates far in the future', async () => {
    const missing = await signInitData({ user: launchFields().user }, DEV_BOT_TOKEN)
    expect((await problem(verifyInitData(missing, DEV_BOT_TOKEN, NOW))).status).toBe(401)
    const garbage = await signInitData(launchFields({ auth_date: 'yesterday' }), DEV_BOT_TOKEN)
    expect((await problem(verifyInitData(garbage, DEV_BOT_TOKEN, NOW))).status).toBe(401)
    const future = await signInitData(launchFields({ auth_date: String(seconds(NOW) + 3600) }), DEV_BOT_TOKEN)
    expect((await problem(verifyInitData(future, DEV_BOT_TOKEN, NOW))).status).toBe(401)
  })

  it('refuses a user that is not JSON or lacks id / first_name', async () => {
    for (const user of [
      '{not json',
      'null',
      JSON.stringify({ first_name: 'No id' }),
      JSON.stringify({ id: 1.5, first_name: 'x' }),
      JSON.stringify({ id: 1 }),
    ]) {
      const raw = await signInitData(launchFields({ user }), DEV_BOT_TOKEN)
      expect((await problem(verifyInitData(raw, DEV_BOT_TOKEN, NOW))).status).toBe(401)
    }
    const noUser = await signInitData({ auth_date: launchFields().auth_date }, DEV_BOT_TOKEN)
    expect((await problem(verifyInitData(noUser, DEV_BOT_TOKEN, NOW))).status).toBe(401)
  })

  it('refuses a non-positive id and optional fields of the wrong type', async () => {
    const users = [
      { id: 0, first_name: 'x' },
      { id: -5, first_name: 'x' },
      { id: 7, first_name: 'x', language_code: { a: 1 } },
      { id: 7, first_name: 'x', username: 5 },
      { id: 7, first_name: 'x', last_name: null },
    ]
    for (const user of users) {
      const raw = await signInitData(launchFields({ user: JSON.stringify(user) }), DEV_BOT_TOKEN)
      expect((await problem(verifyInitData(raw, DEV_BOT_TOKEN, NOW))).status).toBe(401)
    }
  })
})

describe('bearer tokens', () => {
  it('issues a token that verifies with its claims and expiry', async () => {
    const token = await issueToken({ sub: 1, app: 'demo' }, DEV_BOT_TOKEN, NOW)
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/)
    expect(await verifyToken(token, 'demo', DEV_BOT_TOKEN, later(60))).toEqual({
      sub: 1,
      app: 'demo',
      exp: seconds(NOW) + TOKEN_TTL_SECONDS,
    })
  })

  it('checks no app key when none is given', async () => {
    const token = await issueToken({ sub: 2, app: 'demo' }, DEV_BOT_TOKEN, NOW)
    expect((await verifyToken(token, null, DEV_BOT_TOKEN, NOW)).sub).toBe(2)
  })

  it('refuses an expired token', async () => {
    const token = await issueToken({ sub: 1, app: 'demo' }, DEV_BOT_TOKEN, NOW)
    expect((await problem(verifyToken(token, 'demo', DEV_BOT_TOKEN, later(TOKEN_TTL_SECONDS)))).status).toBe(401)
    expect((await problem(verifyToken(token, 'demo', DEV_BOT_TOKEN, later(TOKEN_TTL_SECONDS + 1)))).status).toBe(401)
  })

  it('answers 403 for a token made for another app key', async () => {
    const token = await issueToken({ sub: 1, app: 'other' }, DEV_BOT_TOKEN, NOW)
    const error = await problem(verifyToken(token, 'demo', DEV_BOT_TOKEN, NOW))
    expect(error.status).toBe(403)
    expect(error.message).toBe('This action is unauthorized.')
  })

  it('refuses a forged signature', async () => {
    const token = await issueToken({ sub: 1, app: 'demo' }, DEV_BOT_TOKEN, NOW)
    const [body, signature = ''] = token.split('.')
    const flipped = `${body ?? ''}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`
    expect((await problem(verifyToken(flipped, 'demo', DEV_BOT_TOKEN, NOW))).status).toBe(401)
    const otherKey = await issueToken({ sub: 1, app: 'demo' }, '999:other-bot', NOW)
    expect((await problem(verifyToken(otherKey, 'demo', DEV_BOT_TOKEN, NOW))).status).toBe(401)
  })

  it('checks expiry, app key and bot token on every call, also for a token verified before', async () => {
    const token = await issueToken({ sub: 1, app: 'demo' }, DEV_BOT_TOKEN, NOW)
    expect((await verifyToken(token, 'demo', DEV_BOT_TOKEN, NOW)).sub).toBe(1)
    expect((await problem(verifyToken(token, 'demo', DEV_BOT_TOKEN, later(TOKEN_TTL_SECONDS + 1)))).status).toBe(401)
    expect((await problem(verifyToken(token, 'other', DEV_BOT_TOKEN, NOW))).status).toBe(403)
    expect((await problem(verifyToken(token, 'demo', '999:other-bot', NOW))).status).toBe(401)
  })

  it('refuses a body changed to claim another user or app', async () => {
    const token = await issueToken({ sub: 2, app: 'demo' }, DEV_BOT_TOKEN, NOW)
    const [, signature] = token.split('.')
    const body = Buffer.from(JSON.stringify({ sub: 1, app: 'demo', exp: seconds(NOW) + 999_999 })).toString('base64url')
    expect((await problem(verifyToken(`${body}.${signature ?? ''}`, 'demo', DEV_BOT_TOKEN, NOW))).status).toBe(401)
  })

  it('refuses malformed tokens', async () => {
    for (const token of ['', 'abc', 'a.b.c', '.sig', 'body.']) {
      expect((await problem(verifyToken(token, 'demo', DEV_BOT_TOKEN, NOW))).status).toBe(401)
    }
  })
})
