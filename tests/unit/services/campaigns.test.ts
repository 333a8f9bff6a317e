import { describe, expect, it } from 'vitest'
import { parseStartParam } from '@/api/contract/plain/start-param'
import { invalidFields, problemOf, setup } from './support'

describe('campaigns (issue 26)', () => {
  it('makes each campaign a code of its own, its start parameter and its t.me link', async () => {
    const { admin, clock } = setup()
    const courses = (await admin.admin.categories.list({ filter: { title: 'Курсы' } })).data[0]!
    const made = await admin.admin.campaigns.create({ title: ' Пост в канале ', target: 'category', targetId: courses.id })
    expect(made).toMatchObject({
      title: 'Пост в канале',
      target: 'category',
      targetId: courses.id,
      targetTitle: 'Курсы',
      archived: false,
      createdAt: clock.now.toISOString(),
      version: 1,
    })
    const parsed = parseStartParam(made.startParam)
    expect(parsed).toMatchObject({ appKey: 'demo', start: { screen: 'category', id: courses.id }, referral: null, unknown: [] })
    expect(parsed?.campaign).toMatch(/^[A-Za-z0-9]{8}$/)
    expect(made.link).toBe(`https://t.me/kod_school_bot/hub?startapp=${made.startParam}`)
    const home = await admin.admin.campaigns.create({ title: 'Закреп', target: 'home', targetId: courses.id })
    expect([home.targetId, home.targetTitle, parseStartParam(home.startParam)?.start]).toEqual([null, null, { screen: 'home' }])
    const codes = new Set((await admin.admin.campaigns.list({})).data.map((c) => parseStartParam(c.startParam)?.campaign))
    expect(codes.size).toBe((await admin.admin.campaigns.list({})).meta.total)
  })

  it('keeps its code when its target changes, so links already posted still count', async () => {
    const { admin } = setup()
    const [first] = (await admin.admin.campaigns.list({})).data
    const section = (await admin.admin.sections.list({})).data[0]!
    const moved = await admin.admin.campaigns.update({
      id: first!.id,
      title: first!.title,
      target: 'section',
      targetId: section.id,
      archived: true,
    })
    expect(parseStartParam(moved.startParam)).toMatchObject({ start: { screen: 'section', id: section.id } })
    expect(parseStartParam(moved.startParam)?.campaign).toBe(parseStartParam(first!.startParam)?.campaign)
    expect(moved).toMatchObject({ archived: true, version: 2, createdAt: first!.createdAt })
    expect((await admin.admin.campaigns.list({ filter: { archived: true } })).data.map((c) => c.id)).toContain(first!.id)
  })

  it('has no link while the hub has no bot username', async () => {
    const { as } = setup()
    const club = as({ id: 1, isAdmin: true }, 'club')
    const made = await club.admin.campaigns.create({ title: 'Афиша', target: 'home' })
    expect([made.link, made.startParam.startsWith('club__c_')]).toEqual([null, true])
  })

  it('refuses a missing title, a target without an id, and ids the hub does not have', async () => {
    const { admin } = setup()
    expect(Object.keys(await invalidFields(admin.admin.campaigns.create({ title: ' ', target: 'category' })))).toEqual([
      'title',
      'targetId',
    ])
    const unknown = await problemOf(admin.admin.campaigns.create({ title: 'X', target: 'section', targetId: 999 }))
    expect([unknown.status, unknown.extra.errors]).toEqual([422, { targetId: ['Unknown id 999'] }])
  })

  it('is recorded in the history; a deleted campaign comes back with its code', async () => {
    const { admin } = setup()
    const made = await admin.admin.campaigns.create({ title: 'Рассылка', target: 'home' })
    await admin.admin.campaigns.delete({ id: made.id })
    const [deleted] = (await admin.admin.auditLog.list({ filter: { resource: 'campaigns', recordId: made.id } })).data
    expect(deleted).toMatchObject({ action: 'delete', before: { title: 'Рассылка', target: 'home' } })
    await admin.admin.auditLog.restore({ id: deleted!.id })
    expect((await admin.admin.campaigns.get({ id: made.id })).startParam).toBe(made.startParam)
  })

  it('is for admins only', async () => {
    const { as } = setup()
    expect((await problemOf(as({ id: 2, isAdmin: false }).admin.campaigns.list({}))).status).toBe(403)
    expect((await problemOf(as(null).admin.campaigns.create({ title: 'X' }))).status).toBe(401)
  })
})
