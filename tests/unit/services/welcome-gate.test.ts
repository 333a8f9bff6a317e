import { describe, expect, it } from 'vitest'
import { JOIN_REQUEST_TTL_MS, open } from '@mock-api/services/join-requests'
import { NOW, problemOf, setup } from './support'

const gate = {
  enabled: true,
  title: 'Правила канала',
  text: 'Без рекламы.',
  links: [{ title: 'Правила', url: 'https://a.example/rules' }],
  requireAccept: true,
  notNow: 'queue' as const,
}

const ivan = { id: 2, isAdmin: false, role: null }

describe('welcome gate', () => {
  it('its history restores an earlier gate as a new version, and says when there is nothing to restore', async () => {
    const { admin } = setup()
    const first = await admin.admin.welcomeGate.update(gate)
    await admin.admin.welcomeGate.update({ ...gate, title: 'Новые правила', version: first.version })
    const [latest] = (await admin.admin.auditLog.list({ filter: { resource: 'welcomeGate' } })).data
    const restored = await admin.admin.auditLog.restore({ id: latest!.id })
    expect(restored).toMatchObject({
      action: 'restore',
      resource: 'welcomeGate',
      before: { title: 'Новые правила' },
      after: { title: 'Правила канала' },
    })
    expect(await admin.admin.welcomeGate.get()).toMatchObject({ title: 'Правила канала', version: first.version + 2 })
    expect((await problemOf(admin.admin.auditLog.restore({ id: latest!.id }))).extra.code).toBe('restore_nothing_to_do')
  })

  it('counts per UTC day: shown once a request, then its answer; the statistics read them over the range', async () => {
    const { admin, as, store, clock } = setup()
    await admin.admin.welcomeGate.update(gate)
    const ctx = { appKey: 'demo', store, now: () => clock.now }
    const first = await open(ctx, 2)
    await as(ivan).joinRequests.get({ queryId: first.queryId })
    await as(ivan).joinRequests.get({ queryId: first.queryId })
    await as(ivan).joinRequests.answer({ queryId: first.queryId, decision: 'approve', acceptedRules: true })
    clock.now = new Date(NOW.getTime() + 24 * 60 * 60 * 1000)
    const second = await open(ctx, 4)
    await as({ id: 4, isAdmin: false, role: null }).joinRequests.answer({ queryId: second.queryId, decision: 'decline' })
    const stats = await admin.admin.stats.get({ filter: { from: '2026-01-01', to: '2026-01-02' } })
    expect(stats.gates).toEqual({
      shown: 1,
      approved: 1,
      declined: 1,
      queued: 0,
      days: [
        { date: '2026-01-01', shown: 1, approved: 1, declined: 0, queued: 0 },
        { date: '2026-01-02', shown: 0, approved: 0, declined: 1, queued: 0 },
      ],
    })
  })

  it('keeps answered and expired requests a week past their expiry, then lets them go', async () => {
    const { store, clock } = setup()
    const ctx = { appKey: 'demo', store, now: () => clock.now }
    const old = await open(ctx, 2)
    clock.now = new Date(NOW.getTime() + 8 * JOIN_REQUEST_TTL_MS)
    await open(ctx, 2)
    const kept = await store.read((data) => data.apps.demo!.joinRequests.map((r) => r.queryId))
    expect(kept).toHaveLength(1)
    expect(kept).not.toContain(old.queryId)
  })

  it('a gate that asks to accept the rules holds only while it is on', async () => {
    const { admin, as, store, clock } = setup()
    await admin.admin.welcomeGate.update({ ...gate, enabled: false })
    const request = await open({ appKey: 'demo', store, now: () => clock.now }, 2)
    expect((await as(ivan).joinRequests.get({ queryId: request.queryId })).gate).toBeNull()
    expect(await as(ivan).joinRequests.answer({ queryId: request.queryId, decision: 'approve' })).toEqual({
      queryId: request.queryId,
      decision: 'approve',
      member: true,
    })
  })

  it('a hub that requires membership still lets the caller read and answer their request (they are joining)', async () => {
    const { as, store, clock } = setup()
    const request = await open({ appKey: 'club', store, now: () => clock.now }, 2)
    const ivanInClub = as(ivan, 'club')
    expect((await problemOf(ivanInClub.categories.list({}))).extra.code).toBe('subscription_required')
    expect((await ivanInClub.joinRequests.get({ queryId: request.queryId })).status).toBe('pending')
    expect((await ivanInClub.joinRequests.answer({ queryId: request.queryId, decision: 'approve' })).member).toBe(true)
    expect((await ivanInClub.categories.list({})).data.length).toBe(2)
    expect((await problemOf(as(null, 'club').joinRequests.get({ queryId: request.queryId }))).status).toBe(401)
  })
})
