import { describe, expect, it } from 'vitest'
import { DEV_BOT_TOKEN, signInitData } from '@mock-api/auth'
import { apiAs } from './support/admin-api'
import type { RunningApp } from './support/app'
import { appPerFile } from './support/app-per-file'
import { homeCategory, pathnameOf } from './support/locators'
import type { Visitor } from './support/visitor'
import { expectHome, expectNoErrors } from './support/visitor-journeys'
import { poll } from './support/waiting'

/**
 * Issue 27 on the production build and the real server (with its /__dev/ stand-ins): an outsider
 * meets a members-only category locked and cannot read it through the API; joining the channel
 * (the dev stand-in) and coming back opens it. A join request opened in a fake Telegram client
 * shows the welcome gate, and approving it is recorded. "Notify me" on an announced coming material,
 * with Telegram's permission, lands in the outbox when an admin makes it live.
 */
const running = appPerFile({ devStandIns: true })
const { visit } = running

async function tokenOf(running: RunningApp, userId: number): Promise<{ token: string; isMember: boolean }> {
  const initData = await signInitData(
    { user: JSON.stringify({ id: userId, first_name: 'E2E' }), auth_date: String(Math.floor(Date.now() / 1000)), query_id: 'e2e' },
    DEV_BOT_TOKEN,
  )
  const response = await fetch(`${running.baseUrl}/api/auth`, {
    method: 'POST',
    headers: { 'X-App-Key': 'demo', Authorization: `tma ${initData}` },
  })
  const { data } = (await response.json()) as { data: { token: string; user: { is_member: boolean } } }
  return { token: data.token, isMember: data.user.is_member }
}

const devPost = (running: RunningApp, path: string, body: unknown) =>
  fetch(`${running.baseUrl}/__dev/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

describe('Members-only content and the welcome gate', () => {
  it('an outsider sees a locked category, cannot read it, joins the channel and on coming back it opens', async () => {
    const visitor = await visit('/demo', { userId: 5, platform: 'ios', bridge: true })
    const { page } = visitor
    await expectHome(visitor)
    await homeCategory(page, 'Сообщество').click()
    await page.getByRole('heading', { level: 1, name: 'Сообщество' }).waitFor()
    const locked = page.getByRole('button', { name: /Клуб участников/ })
    await locked.waitFor()
    expect(await locked.locator('[data-mark="locked"]').count()).toBe(1)
    // The hidden one is not there at all.
    expect(await page.getByText('Чат участников').count()).toBe(0)

    // Its content cannot be read through the API either.
    const { token } = await tokenOf(running.app, 5)
    const headers = { 'X-App-Key': 'demo', Authorization: `Bearer ${token}` }
    const list = (await (await fetch(`${running.app.baseUrl}/api/categories?pagination[limit]=100`, { headers })).json()) as {
      data: { id: number; title: string; locked?: boolean; section_ids?: number[] }[]
    }
    const club = list.data.find((category) => category.title === 'Клуб участников')
    expect(club?.locked).toBe(true)
    const direct = await fetch(`${running.app.baseUrl}/api/categories/${String(club?.id)}?include[]=sections`, { headers })
    expect(direct.status).toBe(403)
    const refusal = (await direct.json()) as { code: string }
    expect(refusal.code).toBe('members_only')
    expect(JSON.stringify(refusal)).not.toContain('Разборы домашних заданий')

    // Tapping it offers the channel.
    await locked.click()
    const sheet = page.getByRole('dialog', { name: 'Клуб участников' })
    await sheet.getByRole('button', { name: 'Вступить в канал' }).click()
    await poll(() => visitor.events()).toContainEqual(['web_app_open_tg_link', { path_full: '/kod_school' }])

    // The visitor joins in Telegram (the dev stand-in) and comes back: Telegram says the app is visible again.
    expect((await devPost(running.app, 'members', { app_key: 'demo', user_id: 5, member: true })).status).toBe(200)
    await page.keyboard.press('Escape')
    await poll(async () => {
      await visitor.receiveEvent('visibility_changed', { is_visible: true })
      return page
        .getByRole('button', { name: /Клуб участников/ })
        .locator('[data-mark="locked"]')
        .count()
    }).toBe(0)
    // Now a member: it unfolds to its section, and the hidden chat shows.
    await page.getByRole('button', { name: /Клуб участников/ }).click()
    await page.getByText('Разборы домашних заданий').waitFor()
    await page.getByText('Чат участников').waitFor()
    expectNoErrors(visitor)
  })

  it('a join request opens the welcome gate; accepting the rules and joining is recorded, and Home opens', async () => {
    const made = await devPost(running.app, 'join-requests', { app_key: 'demo', user_id: 6 })
    expect(made.status).toBe(201)
    const { query_id: queryId, url } = (await made.json()) as { query_id: string; url: string }
    const target = new URL(url)
    expect(target.searchParams.get('join_request')).toBe(queryId)
    const visitor = await visit(`${target.pathname}${target.search}`, { userId: 6, platform: 'android', bridge: true })
    const { page } = visitor
    await page.getByRole('heading', { level: 1, name: 'Добро пожаловать в канал школы «Код»' }).waitFor()
    await page
      .getByRole('navigation', { name: 'Прочитайте перед вступлением' })
      .getByRole('button', { name: 'Правила сообщества' })
      .waitFor()
    // The rules must be accepted first.
    await page.getByRole('button', { name: 'Вступить' }).click()
    await page.getByRole('alert').getByText('Отметьте, что принимаете правила.').waitFor()
    await page.getByRole('checkbox', { name: 'Я принимаю правила' }).check()
    await page.getByRole('button', { name: 'Вступить' }).click()
    await expectHome(visitor)
    expect(pathnameOf(page)).toBe('/demo')
    expect(new URL(page.url()).searchParams.get('join_request')).toBeNull()
    // Recorded: the visitor is a member, and the request is answered.
    expect((await tokenOf(running.app, 6)).isMember).toBe(true)
    const { token } = await tokenOf(running.app, 6)
    const again = await fetch(`${running.app.baseUrl}/api/join-requests/${queryId}`, {
      headers: { 'X-App-Key': 'demo', Authorization: `Bearer ${token}` },
    })
    expect(again.status).toBe(409)
    expect(((await again.json()) as { code: string }).code).toBe('join_request_answered')
    expectNoErrors(visitor)
  })

  it('an expired or unknown join request says so and leads Home', async () => {
    const visitor = await visit('/demo/join-request?join_request=nope-unknown', { userId: 7, platform: 'ios', bridge: true })
    const { page } = visitor
    await page.getByText('Заявка на вступление не найдена.').waitFor()
    await page.getByRole('button', { name: 'На главную' }).click()
    await expectHome(visitor)
    await homeCategory(page, 'Сообщество').waitFor()
    expectNoErrors(visitor, /^404 GET \/api\/join-requests\//)
  })

  it('"Notify me" on a coming material, with the permission to message, lands in the outbox when it goes live; a cancelled one does not', async () => {
    const WEBINAR = 'Вебинар «Первая работа в ИТ»'
    /** Opens the coming webinar's sheet from Home (Сообщество, then Эфиры и записи). */
    const openComing = async (visitor: Visitor) => {
      const { page } = visitor
      await expectHome(visitor)
      await homeCategory(page, 'Сообщество').click()
      await page.getByRole('heading', { level: 1, name: 'Сообщество' }).waitFor()
      await page.getByRole('button', { name: /Эфиры и записи/ }).click()
      const coming = page.getByRole('button', { name: new RegExp(WEBINAR) })
      await coming.locator('[data-mark="coming"]').waitFor()
      await coming.click()
      return page.getByRole('dialog', { name: WEBINAR })
    }
    /** Taps "Notify me" and answers Telegram's permission request as `status`. */
    const notifyMe = async (visitor: Visitor, sheet: Awaited<ReturnType<typeof openComing>>, status: 'allowed' | 'cancelled') => {
      const asked = (await visitor.events()).filter(([type]) => type === 'web_app_request_write_access').length
      await sheet.getByRole('button', { name: 'Напомнить мне' }).click()
      await poll(async () => (await visitor.events()).filter(([type]) => type === 'web_app_request_write_access').length).toBe(asked + 1)
      await visitor.receiveEvent('write_access_requested', { status })
    }

    // Ivan (8) refuses the permission first: nothing is saved; then allows it and waits.
    const ivan = await visit('/demo', { userId: 8, platform: 'ios', bridge: true })
    const ivanSheet = await openComing(ivan)
    await notifyMe(ivan, ivanSheet, 'cancelled')
    await ivanSheet.getByText('Без разрешения писать вам бот не сможет напомнить. Ничего не сохранено.').waitFor()
    await notifyMe(ivan, ivanSheet, 'allowed')
    await ivanSheet.getByText('Напомним в Telegram, когда откроется.').waitFor()

    // Another visitor (9) asks too, then cancels: the request goes.
    const other = await visit('/demo', { userId: 9, platform: 'android', bridge: true })
    const otherSheet = await openComing(other)
    await notifyMe(other, otherSheet, 'allowed')
    await otherSheet.getByRole('button', { name: 'Не напоминать' }).click()
    await otherSheet.getByRole('button', { name: 'Напомнить мне' }).waitFor()

    // The admin sees one waiting, and makes the webinar live (its start a minute ago).
    const admin = await apiAs(running.app, 1)
    const { data: materials } = await admin.get<{ data: { id: number; title: string }[] }>('/admin/materials?pagination[limit]=1000')
    const id = materials.find((material) => material.title === WEBINAR)?.id
    if (id === undefined) throw new Error('no coming webinar in the seed')
    const { data: stored } = await admin.get<{ data: Record<string, unknown> }>(`/admin/materials/${String(id)}`)
    expect(stored).toMatchObject({ announce: true, waiting_count: 1 })
    const { data: before } = await admin.get<{ data: unknown[] }>(`/admin/notifications?filter[target_id]=${String(id)}`)
    expect(before).toEqual([])
    await admin.send('PUT', `/admin/materials/${String(id)}`, { ...stored, visible_from: new Date(Date.now() - 60_000).toISOString() })

    // The next call of the hub sends what is due: Ivan's message is in the outbox, once; the cancelled one is not.
    const { data: sent } = await admin.get<{ data: Array<Record<string, unknown>> }>(`/admin/notifications?filter[target_id]=${String(id)}`)
    expect(sent).toEqual([
      expect.objectContaining({ target: 'material', target_id: id, title: WEBINAR, user_id: 8, user_name: 'Иван', status: 'delivered' }),
    ])
    const { data: after } = await admin.get<{ data: Record<string, unknown> }>(`/admin/materials/${String(id)}`)
    expect(after.waiting_count ?? 0).toBe(0)

    // The Outbox screen shows it too.
    const outbox = await visit('/demo/admin/notifications', { userId: 1, platform: 'tdesktop', viewport: { width: 1280, height: 800 } })
    await outbox.page.getByRole('heading', { level: 1, name: 'Отправленные напоминания' }).waitFor()
    await outbox.page.getByText(WEBINAR).first().waitFor()
    await outbox.page.getByText('Иван').first().waitFor()

    // For Ivan it is live now (the reload stays on Эфиры и записи): no longer a coming one.
    await ivan.page.reload()
    const live = ivan.page.getByRole('button', { name: new RegExp(WEBINAR) })
    await live.waitFor()
    expect(await live.locator('[data-mark="coming"]').count()).toBe(0)
    expectNoErrors(ivan)
    expectNoErrors(other)
  })
})
