import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createMockApi } from '@mock-api/msw'
import { apiErrorOf } from '@/api/api-error'
import { seedData } from '@mock-api/store/seed'
import { serveFreshMockApi } from '../support/mock-api-server'
import { launchAs, renderApp } from './app-harness'

/**
 * The whole app against a backend built from SPEC.md section 7 alone (mock-api/spec-only.ts: calls
 * beyond it answer 404, fields beyond it are dropped from requests and answers): the hub works, the
 * admin says what is missing, saves, and offers no field the backend would drop.
 */

const { server, api } = serveFreshMockApi(seedData, { specOnly: true })

const admin = () => launchAs(1)
const SCHEDULE_OPEN = 'Показывать по расписанию…'
const storedMaterial = (id: number) => api().store.read((data) => structuredClone(data.apps.demo!.materials.find((m) => m.id === id)))

/** The JSON bodies the app sent with `method` (before the backend dropped anything). */
function sentBodies(method: string) {
  const bodies: Promise<unknown>[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.method === method) bodies.push(request.clone().json())
  })
  return () => Promise.all(bodies)
}

describe('against a backend of SPEC 7 alone', { timeout: 60_000 }, () => {
  it('the backend itself: beyond-spec calls answer 404, beyond-spec fields are left out of answers', async () => {
    const { app } = renderApp({ path: '/demo/admin', launch: admin })
    await screen.findByRole('link', { name: /Материалы/ })
    const { utils } = app.hubs.get('demo')
    const stats = await utils.admin.stats.get.fetch({ filter: { from: '2026-05-01', to: '2026-05-02' } }).catch((error: unknown) => error)
    expect(apiErrorOf(stats)?.status).toBe(404)
    const materials = await utils.admin.materials.list.fetch({ pagination: { offset: 0, limit: 1 } })
    expect(materials.data[0]).toBeDefined()
    expect(materials.data[0]).not.toHaveProperty('visibleFrom')
    expect(materials.data[0]).not.toHaveProperty('version')
  })

  it('the visitor hub shows its categories and opens one', async () => {
    const user = userEvent.setup()
    const { href } = renderApp({ path: '/demo', launch: () => launchAs(2) })
    const list = await screen.findByRole('list', { name: 'Разделы' })
    await user.click(within(list).getByRole('button', { name: /Курсы/ }))
    await waitFor(() => expect(href()).toMatch(/^\/demo\/category\/\d+/))
    expect(await screen.findByRole('heading', { name: 'Курсы' })).toBeInTheDocument()
  })

  it('the admin index marks Statistics as missing, and the statistics screen says why instead of failing', async () => {
    const { app } = renderApp({ path: '/demo/admin', launch: admin })
    expect(await screen.findByText('сервер не считает открытия')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Статистика/ })).toBeNull()
    // The icons' list is beyond SPEC 7 too: the row is marked, and no alert says the counts failed.
    expect(await screen.findByText('сервер не выдаёт список файлов')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Иконки/ })).toBeNull()
    expect(screen.queryByText(/Не удалось узнать, сколько записей/)).toBeNull()
    expect(screen.getByRole('link', { name: /Материалы/ })).toBeInTheDocument()
    await act(() => app.router.navigate({ to: '/$appKey/admin/stats', params: { appKey: 'demo' } }))
    expect(await screen.findByRole('region', { name: 'Статистика недоступна' })).toBeInTheDocument()
    expect(screen.queryByText('Статистика не загрузилась')).toBeNull()
  })

  it('a material form offers no schedule and says why once; it saves, without a version to check', async () => {
    const user = userEvent.setup()
    const sent = sentBodies('PUT')
    const { href } = renderApp({ path: '/demo/admin/materials/edit/1', launch: admin })
    const title = await screen.findByRole('textbox', { name: /Название/ })
    expect(await screen.findAllByText(/Показ по расписанию недоступен/)).toHaveLength(1)
    expect(screen.getAllByText(/Одновременные правки не отслеживаются/)).toHaveLength(1)
    expect(screen.queryByRole('button', { name: SCHEDULE_OPEN })).toBeNull()

    await user.clear(title)
    await user.type(title, 'Основы, по SPEC 7')
    await user.click(screen.getByRole('button', { name: /Сохранить/ }))
    await waitFor(() => expect(href()).toBe('/demo/admin/materials'))
    // The list: the saved title, and no schedule filter (the backend would ignore it).
    expect(await screen.findByText('Основы, по SPEC 7')).toBeInTheDocument()
    expect(screen.queryByRole('combobox', { name: 'Расписание' })).toBeNull()
    expect((await storedMaterial(1))?.title).toBe('Основы, по SPEC 7')
    const [body] = await sent()
    expect(body).toMatchObject({ title: 'Основы, по SPEC 7' })
    expect(body).not.toHaveProperty('version')
  })

  it('the same form against the full backend offers the schedule and says nothing (the hiding follows the backend)', async () => {
    server.use(...createMockApi({ data: seedData() }).handlers)
    const { app } = renderApp({ path: '/demo/admin/materials/edit/1', launch: admin })
    expect(await screen.findByRole('button', { name: SCHEDULE_OPEN })).toBeInTheDocument()
    expect(screen.queryByText(/Показ по расписанию недоступен/)).toBeNull()
    expect(screen.queryByText(/Одновременные правки не отслеживаются/)).toBeNull()
    await act(() => app.router.navigate({ to: '/$appKey/admin/materials', params: { appKey: 'demo' } }))
    expect(await screen.findByRole('combobox', { name: 'Расписание' })).toBeInTheDocument()
  })
})
