import { describe, expect, it } from 'vitest'
import { call, launchData, signIn, type Target } from '../client'

export function authCases(target: () => Target) {
  describe('POST /auth', () => {
    it('exchanges signed launch data for a token, the user and an XSRF cookie', async () => {
      const t = target()
      const answer = await call(t, 'POST', '/auth', { headers: { Authorization: `tma ${await launchData(t, 1)}` } })
      expect(answer.status).toBe(200)
      expect(answer.body.data.token).toEqual(expect.any(String))
      expect(answer.body.data.user).toMatchObject({ id: 1, first_name: 'User1', language_code: 'ru', is_admin: true })
      expect(answer.headers.get('set-cookie') ?? '').toMatch(/XSRF-TOKEN=/)
    })

    it('says a visitor is not an admin', async () => {
      const t = target()
      const answer = await call(t, 'POST', '/auth', { headers: { Authorization: `tma ${await launchData(t, 2)}` } })
      expect(answer.status).toBe(200)
      expect(answer.body.data.user.is_admin).toBe(false)
    })

    it.each([
      ['no launch data', () => Promise.resolve({})],
      ['a forged signature', async (t: Target) => ({ Authorization: `tma ${await launchData(t, 1, { botToken: '1:forged' })}` })],
      ['launch data older than 24 h', async (t: Target) => ({ Authorization: `tma ${await launchData(t, 1, { ageSeconds: 25 * 3600 })}` })],
      ['a tampered user', async (t: Target) => ({ Authorization: `tma ${(await launchData(t, 2)).replace('User2', 'Admin')}` })],
      ['garbage', () => Promise.resolve({ Authorization: 'tma hash=zzz&user=%7B' })],
    ])('refuses %s with 401', async (_, headers) => {
      const t = target()
      const answer = await call(t, 'POST', '/auth', { headers: await headers(t) })
      expect(answer.status).toBe(401)
      expect(answer.body).toEqual({ message: 'Unauthenticated.' })
    })
  })

  describe('tokens', () => {
    it('refuses a forged or malformed bearer token on admin calls with 401', async () => {
      const t = target()
      const token = await signIn(t, 1)
      const [body, signature] = token.split('.') as [string, string]
      const forged = `${body}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`
      expect((await call(t, 'GET', '/admin/categories', { token: forged })).status).toBe(401)
      expect((await call(t, 'GET', '/admin/categories', { token: 'not-a-token' })).status).toBe(401)
    })

    it('refuses a token used with another app key with 403', async () => {
      const t = target()
      const token = await signIn(t, 1, 'demo')
      const answer = await call(t, 'GET', '/admin/categories', { token, appKey: 'club' })
      expect(answer.status).toBe(403)
      expect(answer.body).toEqual({ message: 'This action is unauthorized.' })
    })
  })
}
