import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, devCall, signIn, type Target } from '../client'

const DAY = 24 * 60 * 60 * 1000

const gate = {
  enabled: true,
  title: 'Добро пожаловать в канал',
  text: 'Правила: уважайте друг друга, без рекламы.',
  links: [{ title: 'Полные правила', url: 'https://kod-school.example/rules' }],
  require_accept: true,
  not_now: 'decline',
}

type Gates = { shown: number; approved: number; declined: number; queued: number }

/**
 * The welcome gate: its admin record (versioned, in the history), and join requests answered
 * through it: the bot's request (the dev stand-in), the caller's read of it (counted as shown),
 * approve / decline / queue, and every way a request cannot be answered.
 */
export function welcomeGateCases(target: () => Target) {
  const tokens = { admin: '', outsider: '', other: '' }
  let original: Record<string, unknown> = {}

  const as = (who: keyof typeof tokens | null, method: string, path: string, body?: unknown) =>
    call(target(), method, path, { token: who ? tokens[who] : null, ...(body !== undefined && { body }) })
  const gates = async (token = tokens.admin): Promise<Gates> => {
    const stats = await call(target(), 'GET', '/admin/stats', { token })
    const { shown, approved, declined, queued } = stats.body.data.gates as Gates
    return { shown, approved, declined, queued }
  }
  const joinRequest = async (userId = 2) => {
    const made = await devCall(target(), '/__dev/join-requests', { app_key: 'demo', user_id: userId })
    expect(made.status).toBe(201)
    return made.body as { query_id: string; url: string }
  }
  const resetMembership = () => devCall(target(), '/__dev/members', { app_key: 'demo', user_id: 2, member: false })

  beforeAll(async () => {
    const t = target()
    tokens.admin = await signIn(t, 1)
    tokens.outsider = await signIn(t, 2)
    tokens.other = await signIn(t, 4)
    original = (await as('admin', 'GET', '/admin/welcome-gate')).body.data
  })

  afterAll(async () => {
    target().clock?.set(null)
    const { version: _version, ...was } = original
    await as('admin', 'PUT', '/admin/welcome-gate', was)
    if (target().devStandIns) await resetMembership()
  })

  describe('welcome gate: the admin record', () => {
    it('GET /admin/welcome-gate: off and empty in a hub that never set it, with a version', async () => {
      expect(original).toMatchObject({
        enabled: expect.any(Boolean),
        title: expect.any(String),
        text: expect.any(String),
        links: expect.any(Array),
        require_accept: expect.any(Boolean),
        not_now: expect.toBeOneOf(['decline', 'queue']),
        version: expect.any(Number),
      })
    })

    it('PUT refuses a gate turned on without its title and text (422 on the fields), and bad links', async () => {
      const empty = await as('admin', 'PUT', '/admin/welcome-gate', { enabled: true, title: ' ', text: '' })
      expect(empty.status).toBe(422)
      expect(Object.keys(empty.body.errors).sort()).toEqual(['text', 'title'])
      const link = await as('admin', 'PUT', '/admin/welcome-gate', { ...gate, links: [{ title: 'x', url: 'javascript:alert(1)' }] })
      expect(link.status).toBe(422)
      expect(Object.keys(link.body.errors)).toEqual(['links.0.url'])
      const notNow = await as('admin', 'PUT', '/admin/welcome-gate', { ...gate, not_now: 'maybe' })
      expect(Object.keys(notNow.body.errors)).toEqual(['not_now'])
    })

    it('PUT replaces it and raises the version; a stale version is 409 edit_conflict with the stored gate; the history has it', async () => {
      const version = original.version as number
      const saved = await as('admin', 'PUT', '/admin/welcome-gate', { ...gate, version })
      expect(saved.status).toBe(200)
      expect(saved.body.data).toEqual({ ...gate, version: version + 1 })
      const stale = await as('admin', 'PUT', '/admin/welcome-gate', { ...gate, title: 'Старое', version })
      expect([stale.status, stale.body.code, stale.body.params.version]).toEqual([409, 'edit_conflict', version + 1])
      expect(stale.body.current).toEqual(saved.body.data)
      const history = await as('admin', 'GET', '/admin/audit-log?filter[resource]=welcomeGate&pagination[limit]=1')
      expect(history.body.data[0]).toMatchObject({
        action: 'update',
        resource: 'welcomeGate',
        record_id: null,
        after: { title: gate.title, version: version + 1 },
      })
    })

    it('is for admins', async () => {
      expect((await as('outsider', 'GET', '/admin/welcome-gate')).status).toBe(403)
      expect((await as(null, 'PUT', '/admin/welcome-gate', gate)).status).toBe(401)
    })
  })

  describe('welcome gate: join requests', () => {
    it('the bot (dev stand-in) opens the hub at /<app key>/join-request?join_request=<id>; the caller reads the gate, counted once', async ({
      skip,
    }) => {
      if (!target().devStandIns) skip()
      const before = await gates()
      const { query_id: queryId, url } = await joinRequest()
      expect(queryId).toMatch(/^[A-Za-z0-9_-]{1,128}$/)
      expect(new URL(url).pathname).toBe('/demo/join-request')
      expect(new URL(url).searchParams.get('join_request')).toBe(queryId)
      const read = await as('outsider', 'GET', `/join-requests/${queryId}`)
      expect(read.status).toBe(200)
      const { enabled: _enabled, ...shown } = gate
      expect(read.body.data).toEqual({ query_id: queryId, status: 'pending', expires_at: expect.any(String), gate: shown })
      expect((await as('outsider', 'GET', `/join-requests/${queryId}`)).status).toBe(200)
      expect(await gates()).toEqual({ ...before, shown: before.shown + 1 })
    })

    it("someone else's, unknown or malformed ids are 404 join_request_not_found; anonymous callers 401", async ({ skip }) => {
      if (!target().devStandIns) skip()
      const { query_id: queryId } = await joinRequest()
      for (const [who, id] of [
        ['other', queryId],
        ['outsider', 'no-such-request'],
        ['outsider', encodeURIComponent('bad id!')],
        ['outsider', 'x'.repeat(129)],
      ] as const) {
        const read = await as(who, 'GET', `/join-requests/${id}`)
        expect([read.status, read.body.code], `${who} ${id}`).toEqual([404, 'join_request_not_found'])
        const answer = await as(who, 'POST', `/join-requests/${id}`, { decision: 'approve', accepted_rules: true })
        expect([answer.status, answer.body.code], `${who} ${id}`).toEqual([404, 'join_request_not_found'])
      }
      expect((await as(null, 'GET', `/join-requests/${queryId}`)).status).toBe(401)
      expect((await as(null, 'POST', `/join-requests/${queryId}`, { decision: 'approve' })).status).toBe(401)
    })

    it('approve: refused without the rules accepted (422), then makes the caller a member at once; a second answer is 409', async ({
      skip,
    }) => {
      const t = target()
      if (!t.devStandIns) skip()
      const before = await gates()
      const { query_id: queryId } = await joinRequest()
      const locked = (await as('outsider', 'GET', '/categories?filter[root]=0')).body.data.find(
        (c: { title: string }) => c.title === 'Клуб участников',
      )
      expect(locked).toMatchObject({ locked: true })
      const unaccepted = await as('outsider', 'POST', `/join-requests/${queryId}`, { decision: 'approve' })
      expect([unaccepted.status, Object.keys(unaccepted.body.errors)]).toEqual([422, ['accepted_rules']])
      const bad = await as('outsider', 'POST', `/join-requests/${queryId}`, { decision: 'maybe' })
      expect([bad.status, Object.keys(bad.body.errors)]).toEqual([422, ['decision']])
      try {
        const approved = await as('outsider', 'POST', `/join-requests/${queryId}`, { decision: 'approve', accepted_rules: true })
        expect([approved.status, approved.body.data]).toEqual([200, { query_id: queryId, decision: 'approve', member: true }])
        expect((await as('outsider', 'GET', `/categories/${String(locked.id)}`)).status).toBe(200)
        for (const method of ['GET', 'POST'] as const) {
          const twice = await as('outsider', method, `/join-requests/${queryId}`, method === 'POST' ? { decision: 'decline' } : undefined)
          expect([twice.status, twice.body.code, twice.body.params]).toEqual([409, 'join_request_answered', { decision: 'approve' }])
        }
        expect(await gates()).toEqual({ ...before, approved: before.approved + 1 })
      } finally {
        await resetMembership()
      }
      expect((await as('outsider', 'GET', `/categories/${String(locked.id)}`)).status).toBe(403)
    })

    it('decline and queue ("Not now") answer the request and leave the caller outside', async ({ skip }) => {
      if (!target().devStandIns) skip()
      const before = await gates()
      for (const decision of ['decline', 'queue'] as const) {
        const { query_id: queryId } = await joinRequest()
        const answer = await as('outsider', 'POST', `/join-requests/${queryId}`, { decision })
        expect([answer.status, answer.body.data]).toEqual([200, { query_id: queryId, decision, member: false }])
      }
      expect(await gates()).toEqual({ ...before, declined: before.declined + 1, queued: before.queued + 1 })
    })

    it('an expired request is 409 join_request_expired and changes nothing', async ({ skip }) => {
      const t = target()
      if (!t.devStandIns || !t.clock) skip()
      const { query_id: queryId } = await joinRequest()
      const later = new Date(Date.now() + DAY + 60_000)
      t.clock?.set(later)
      try {
        // The launch data and token of a day later, as the visitor coming back then would have.
        const token = await signIn(t, 2, 'demo', { ageSeconds: -(DAY + 60_000) / 1000 })
        const admin = await signIn(t, 1, 'demo', { ageSeconds: -(DAY + 60_000) / 1000 })
        const before = await gates(admin)
        for (const method of ['GET', 'POST'] as const) {
          const answer = await call(t, method, `/join-requests/${queryId}`, {
            token,
            ...(method === 'POST' && { body: { decision: 'approve', accepted_rules: true } }),
          })
          expect([answer.status, answer.body.code, answer.body.params.expired_at]).toEqual([
            409,
            'join_request_expired',
            expect.any(String),
          ])
        }
        expect(await gates(admin)).toEqual(before)
        expect(
          (await call(t, 'GET', '/categories?filter[root]=0', { token })).body.data.find(
            (c: { title: string }) => c.title === 'Клуб участников',
          ),
        ).toMatchObject({ locked: true })
      } finally {
        t.clock?.set(null)
      }
    })

    it('a gate turned off reads as none (the hub opens Home); answering still works', async ({ skip }) => {
      if (!target().devStandIns) skip()
      const current = (await as('admin', 'GET', '/admin/welcome-gate')).body.data
      await as('admin', 'PUT', '/admin/welcome-gate', { ...current, enabled: false, version: undefined })
      const before = await gates()
      const { query_id: queryId } = await joinRequest()
      const read = await as('outsider', 'GET', `/join-requests/${queryId}`)
      expect(read.body.data.gate).toBeNull()
      expect((await gates()).shown).toBe(before.shown)
      expect((await as('outsider', 'POST', `/join-requests/${queryId}`, { decision: 'queue' })).status).toBe(200)
    })

    it('the dev stand-in refuses a body it cannot use (422) and an unknown hub (404)', async ({ skip }) => {
      if (!target().devStandIns) skip()
      const bad = await devCall(target(), '/__dev/join-requests', { app_key: 'demo' })
      expect([bad.status, Object.keys(bad.body.errors)]).toEqual([422, ['user_id']])
      expect((await devCall(target(), '/__dev/join-requests', { app_key: 'nope', user_id: 2 })).status).toBe(404)
    })
  })
}
