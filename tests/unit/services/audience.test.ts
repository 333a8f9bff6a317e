import { describe, expect, it } from 'vitest'
import { DEV_BOT_TOKEN, signInitData } from '@mock-api/auth'
import { MEMBERSHIP_CACHE_MS } from '@mock-api/services/membership'
import { link, seeder } from '@mock-api/store/seed-builder'
import { emptyData } from '@mock-api/store/seed'
import type { Data } from '@mock-api/store/store'
import { NOW, problemOf, setup } from './support'

const OUTSIDER = { id: 2, isAdmin: false, role: null }
const MEMBER = { id: 3, isAdmin: false, role: null }

/** A hub with a channel (user 3 a member) and one record of each kind for members only, locked or hidden. */
function audienceHub(): Data {
  const data = emptyData('demo')
  const app = data.apps.demo!
  app.navigation.subscriptionChannelUrl = 'https://t.me/channel'
  app.navigation.subscriberIds = [3]
  const s = seeder(app)
  s.admin({ telegramId: 1, name: 'Админ', username: null, email: null })
  const image = s.file('image', 'a.svg').id
  const icon = s.file('icon', 'i.svg').id
  const secret = [link.external('https://secret.example')]
  const members = { audience: 'members' as const, lockedDisplay: 'locked' as const }
  const open = s.material({ title: 'Открытый', displayType: 'icon', links: [link.external('https://open.example')] })
  const locked = s.material({
    title: 'Закрытый',
    displayType: 'large',
    imageId: image,
    iconId: icon,
    description: 'тайна',
    links: secret,
    ...members,
  })
  const club = s.category({ title: 'Клуб', roadType: 'subcategories', displayType: 'small_bg', imageId: image, iconId: icon, ...members })
  s.category({ title: 'Внутри клуба', parentId: club.id, roadType: 'link', displayType: 'no_bg', links: secret })
  s.category({ title: 'Витрина', roadType: 'material', displayType: 'no_bg', materialIds: [open.id, locked.id] })
  s.banner({ imageId: image, links: secret, ...members })
  s.button({ text: 'Для участников', background: '#123456', isToMain: true, links: secret, ...members })
  return data
}

describe('members-only records for visitors', () => {
  it('a locked category in a list is a stub: title, icon and display, nothing it holds; what is under it is not listed', async () => {
    const { as } = setup(audienceHub())
    const { data } = await as(OUTSIDER).categories.list({})
    expect(data.map((c) => [c.title, c.locked ?? false])).toEqual([
      ['Клуб', true],
      ['Витрина', false],
    ])
    expect(data[0]).toMatchObject({ icon: { originalName: 'i.svg' }, image: null, displayType: 'small_bg', links: [], subcategoryIds: [] })
    const member = await as(MEMBER).categories.list({})
    expect(member.data.map((c) => c.title)).toEqual(['Клуб', 'Внутри клуба', 'Витрина'])
  })

  it('reads of what a locked record holds are 403 members_only, for anonymous callers too', async () => {
    const { as } = setup(audienceHub())
    for (const caller of [OUTSIDER, null]) {
      for (const id of [1, 2]) {
        const problem = await problemOf(as(caller).categories.get({ id }))
        expect([problem.status, problem.extra.code, problem.message]).toEqual([
          403,
          'members_only',
          'Only members of the channel can open this.',
        ])
      }
    }
    expect((await as(MEMBER).categories.get({ id: 2 })).links).toHaveLength(1)
  })

  it('stubs keep what each kind shows in place of a title: a banner its image, a button its text and colours', async () => {
    const { as } = setup(audienceHub())
    const [banner] = (await as(OUTSIDER).banners.list({})).data
    expect(banner).toMatchObject({ locked: true, links: [], image: { originalName: 'a.svg' } })
    const [button] = (await as(OUTSIDER).buttons.list({ filter: { isToMain: true } })).data
    expect(button).toMatchObject({ locked: true, links: [], text: 'Для участников', background: '#123456' })
    const shop = await as(OUTSIDER).categories.get({ id: 3, include: ['materials'] })
    expect(shop.materials?.[1]).toMatchObject({
      title: 'Закрытый',
      locked: true,
      description: null,
      image: null,
      icon: { originalName: 'i.svg' },
      links: [],
    })
  })

  it('admins count as members; their admin reads show every record with its audience', async () => {
    const { admin, as } = setup(audienceHub())
    expect((await as({ id: 1, isAdmin: true, role: 'owner' as const }).categories.get({ id: 2 })).title).toBe('Внутри клуба')
    expect(await admin.admin.materials.get({ id: 2 })).toMatchObject({ audience: 'members', lockedDisplay: 'locked', description: 'тайна' })
  })
})

describe('membership: cached for a while, asked afresh at sign-in, changed at once by the backend itself', () => {
  const signIn = async (caller: ReturnType<ReturnType<typeof setup>['as']>, userId: number, now: Date) => {
    const initData = await signInitData(
      { user: JSON.stringify({ id: userId, first_name: 'Иван' }), auth_date: String(Math.floor(now.getTime() / 1000)) },
      DEV_BOT_TOKEN,
    )
    return (await caller.auth({ initData })).user.isMember
  }

  it('a join in Telegram the backend did not make shows within the cache time, or at once after a sign-in', async () => {
    const { as, store, clock } = setup(audienceHub())
    const read = () =>
      as(OUTSIDER)
        .categories.get({ id: 1 })
        .then(
          () => 'open',
          () => 'refused',
        )
    expect(await read()).toBe('refused')
    // Telegram's side changes; the backend has not asked since.
    await store.write((data) => {
      data.apps.demo!.navigation.subscriberIds = [3, 2]
    })
    expect(await read()).toBe('refused')
    clock.now = new Date(NOW.getTime() + MEMBERSHIP_CACHE_MS - 1)
    expect(await read()).toBe('refused')
    clock.now = new Date(NOW.getTime() + MEMBERSHIP_CACHE_MS)
    expect(await read()).toBe('open')

    await store.write((data) => {
      data.apps.demo!.navigation.subscriberIds = [3]
    })
    expect(await read()).toBe('open')
    expect(await signIn(as(null), 2, clock.now)).toBe(false)
    expect(await read()).toBe('refused')
    expect(MEMBERSHIP_CACHE_MS).toBe(5 * 60 * 1000)
  })

  it('POST /auth answers is_member (admins are members)', async () => {
    const { as } = setup(audienceHub())
    expect(await signIn(as(null), 3, NOW)).toBe(true)
    expect(await signIn(as(null), 2, NOW)).toBe(false)
    expect(await signIn(as(null), 1, NOW)).toBe(true)
  })

  it('the hub-wide rule is a setting of its own: a channel alone does not close the hub', async () => {
    const data = audienceHub()
    const { as } = setup(data)
    expect((await as(OUTSIDER).categories.list({})).data.length).toBe(2)
    data.apps.demo!.navigation.subscriptionRequired = true
    const closed = setup(data)
    expect((await problemOf(closed.as(OUTSIDER).categories.list({}))).extra.code).toBe('subscription_required')
    expect((await problemOf(closed.as(null).categories.list({}))).status).toBe(401)
    expect((await closed.as(MEMBER).categories.list({})).data.length).toBe(3)
  })
})
