import { describe, expect, it } from 'vitest'
import { MAX_LOGS_PER_APP } from '@mock-api/services/frontend-logs'
import { emptyData } from '@mock-api/store/seed'
import { invalidFields, setup } from './support'

describe('frontend logs', () => {
  it('records who reported, when, and lists newest first', async () => {
    const { admin, as } = setup(emptyData('demo'))
    const anonymous = await as(null).frontendLogs.create({ type: 'error', log: 'TypeError: x is undefined' })
    expect(anonymous).toEqual({
      id: 1,
      type: 'error',
      log: 'TypeError: x is undefined',
      userId: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    })
    await as({ id: 5, isAdmin: false, role: null }).frontendLogs.create({ type: 'error', log: 'second' })
    const { data, meta } = await admin.frontendLogs.list({})
    expect(data.map((l) => [l.log, l.userId])).toEqual([
      ['second', 5],
      ['TypeError: x is undefined', null],
    ])
    expect(meta.total).toBe(2)
  })

  it('keeps only the newest 1000 per app key', async () => {
    const { admin, as } = setup(emptyData('demo', 'club'))
    const reporter = as(null)
    for (let i = 1; i <= MAX_LOGS_PER_APP + 5; i += 1) await reporter.frontendLogs.create({ type: 'error', log: `error ${String(i)}` })
    await as(null, 'club').frontendLogs.create({ type: 'error', log: 'club error' })
    const page = await admin.frontendLogs.list({ pagination: { offset: 0, limit: 3 } })
    expect(page.meta).toEqual({ total: MAX_LOGS_PER_APP, offset: 0, limit: 3 })
    expect(page.data.map((l) => l.log)).toEqual(['error 1005', 'error 1004', 'error 1003'])
    const last = await admin.frontendLogs.list({ pagination: { offset: MAX_LOGS_PER_APP - 1, limit: 10 } })
    expect(last.data.map((l) => l.log)).toEqual(['error 6'])
    expect((await as({ id: 1, isAdmin: true, role: 'owner' }, 'club').frontendLogs.list({})).data.map((l) => l.log)).toEqual(['club error'])
  })

  it('refuses logs over 8 KB and other types', async () => {
    const { as } = setup(emptyData('demo'))
    expect(await invalidFields(as(null).frontendLogs.create({ type: 'error', log: 'я'.repeat(4097) }))).toEqual({
      log: ['Log must be at most 8 KB'],
    })
    expect(Object.keys(await invalidFields(as(null).frontendLogs.create({ type: 'warning' as 'error', log: 'x' })))).toEqual(['type'])
  })
})
