import { describe, expect, it } from 'vitest'
import { referralCode } from '@/api/contract/plain/referral-code'
import { parseStartParam } from '@/api/contract/plain/start-param'
import type { Caller } from '@mock-api/context'
import { findCard, SHARE_MESSAGE_TTL_MS } from '@mock-api/services/share-messages'
import { problemOf, setup } from './support'

const ivan: Caller = { id: 2, isAdmin: false, name: 'Иван Гостев' }

describe('POST /share-messages (issue 26)', () => {
  it('prepares the card of a category for this visitor: title, description, image, a button with their link', async () => {
    const { as, store, clock } = setup()
    const courses = (await as(ivan).categories.list({ filter: { root: true } })).data.find((c) => c.title === 'Курсы')!
    const prepared = await as(ivan).shareMessages.create({ target: 'category', id: courses.id })
    expect(prepared.expiresAt).toBe(new Date(clock.now.getTime() + SHARE_MESSAGE_TTL_MS).toISOString())
    const card = await findCard({ store, now: () => clock.now }, 'demo', prepared.preparedMessageId)
    const startParam = `demo__category_${String(courses.id)}__r_${referralCode('demo', 2)}`
    expect(card).toEqual({
      preparedMessageId: prepared.preparedMessageId,
      appKey: 'demo',
      userId: 2,
      target: 'category',
      targetId: courses.id,
      title: 'Курсы',
      description: courses.description,
      imageUrl: courses.image?.url,
      text: `Курсы\n\n${String(courses.description)}`,
      button: { text: 'Открыть', url: `https://t.me/kod_school_bot/hub?startapp=${startParam}` },
      startParam,
      createdAt: clock.now.toISOString(),
      expiresAt: prepared.expiresAt,
    })
    // Another visitor's card carries their own code; the card is gone once it expires.
    const other = await as({ id: 3, isAdmin: false }).shareMessages.create({ target: 'category', id: courses.id, language: 'en' })
    const otherCard = await findCard({ store, now: () => clock.now }, 'demo', other.preparedMessageId)
    expect([parseStartParam(otherCard?.startParam)?.referral, otherCard?.button.text]).toEqual([referralCode('demo', 3), 'Open'])
    clock.now = new Date(clock.now.getTime() + SHARE_MESSAGE_TTL_MS)
    expect(await findCard({ store, now: () => clock.now }, 'demo', prepared.preparedMessageId)).toBeUndefined()
  })

  it('opens a material’s card on the screen that shows it', async () => {
    const { as, admin, store, clock } = setup()
    const js = (await admin.admin.materials.list({ filter: { title: 'Основы JavaScript' } })).data[0]!
    const courses = (await admin.admin.categories.list({ filter: { title: 'Курсы' } })).data[0]!
    const prepared = await as(ivan).shareMessages.create({ target: 'material', id: js.id })
    const card = await findCard({ store, now: () => clock.now }, 'demo', prepared.preparedMessageId)
    expect(card).toMatchObject({ target: 'material', targetId: js.id, title: 'Основы JavaScript', imageUrl: js.image?.url })
    expect(parseStartParam(card?.startParam)?.start).toEqual({ screen: 'category', id: courses.id })
  })

  it('refuses what the visitor cannot read (404, as the visitor reads do), and anonymous callers (401)', async () => {
    const { as, admin } = setup()
    const inactive = (await admin.admin.categories.list({ filter: { title: 'Летний интенсив' } })).data[0]!
    const hiddenMaterial = await admin.admin.materials.create({ title: 'Черновик', isActive: false })
    for (const [target, id] of [
      ['category', inactive.id],
      ['material', hiddenMaterial.id],
      ['section', 99_999],
    ] as const) {
      expect([target, (await problemOf(as(ivan).shareMessages.create({ target, id }))).status]).toEqual([target, 404])
      // The visitor's own read of it answers the same.
      if (target === 'category') expect((await problemOf(as(ivan).categories.get({ id }))).status).toBe(404)
    }
    expect((await problemOf(as(null).shareMessages.create({ target: 'category', id: inactive.id }))).status).toBe(401)
  })

  it('refuses when the hub’s or the item’s sharing is off (403 sharing_off), and without a bot (409 sharing_not_set_up)', async () => {
    const { as, admin } = setup()
    const courses = (await admin.admin.categories.list({ filter: { title: 'Курсы' } })).data[0]!
    const refusal = async (id = courses.id) => {
      const problem = await problemOf(as(ivan).shareMessages.create({ target: 'category', id }))
      return [problem.status, problem.extra.code, problem.extra.params]
    }
    await admin.admin.navigation.update({ botUsername: 'kod_school_bot', appShortName: 'hub', sharingEnabled: false })
    expect(await refusal()).toEqual([403, 'sharing_off', { scope: 'hub' }])
    await admin.admin.navigation.update({ botUsername: 'kod_school_bot', appShortName: 'hub', sharingEnabled: true })
    const { version: _version, shareable: _shareable, ...record } = courses
    await admin.admin.categories.update({ ...record, shareable: false })
    expect(await refusal()).toEqual([403, 'sharing_off', { scope: 'item' }])
    // Saved again by a client that knows nothing of the switch: it stays off.
    await admin.admin.categories.update({ ...record })
    expect((await admin.admin.categories.get({ id: courses.id })).shareable).toBe(false)
    await admin.admin.categories.update({ ...record, shareable: true })
    await admin.admin.navigation.update({ botUsername: null, appShortName: null })
    expect(await refusal()).toEqual([409, 'sharing_not_set_up', {}])
  })
})
