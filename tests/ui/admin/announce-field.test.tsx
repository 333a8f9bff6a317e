import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { seedData } from '@mock-api/store/seed'
import type { Data } from '@mock-api/store/store'
import { MaterialCreateScreen } from '@/features/admin/materials/material-create-screen'
import { MaterialEditScreen } from '@/features/admin/materials/material-edit-screen'
import { serveFreshMockApi } from '../support/mock-api-server'
import { renderAdmin } from './admin-harness'

/** The schedule's "Announce it ahead" (issue 27): offered for a later start, saved through the mock API, with the waiting count. */

const WEBINAR = 'Вебинар «Первая работа в ИТ»'

/** The demo seed with three visitors waiting for the announced webinar. */
function withWaiting(): Data {
  const data = seedData()
  const demo = data.apps.demo!
  const webinar = demo.materials.find((material) => material.title === WEBINAR)!
  demo.notifyRequests = [2, 3, 4].map((userId) => ({
    id: userId,
    target: 'material' as const,
    targetId: webinar.id,
    userId,
    userName: null,
    createdAt: '2026-11-20T10:00:00.000Z',
  }))
  return data
}

const { api, server } = serveFreshMockApi(withWaiting)

const materials = () => api().store.read((data) => structuredClone(data.apps.demo!.materials))
const announceSwitch = () => screen.findByRole('switch', { name: /Анонсировать заранее/ })
/** A local time in the input's format, `days` from now. */
const inDays = (days: number) => {
  const at = new Date(Date.now() + days * 86_400_000)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${String(at.getFullYear())}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T10:00`
}

describe('announce switch', { timeout: 60_000 }, () => {
  it('an announced material shows its switch on and how many wait', async () => {
    const webinar = (await materials()).find((material) => material.title === WEBINAR)!
    await renderAdmin(`/demo/admin/materials/edit/${String(webinar.id)}`, () => <MaterialEditScreen id={webinar.id} />)
    expect(await announceSwitch()).toBeChecked()
    expect(screen.getByText('3 человека ждут')).toBeInTheDocument()
    expect(screen.getByText(/Посетители увидят «с \d+ [а-я]+»/)).toBeInTheDocument()
    // Saved as it is: the announcement goes back, the count (read-only) does not.
    const sent: Promise<unknown>[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') sent.push(request.clone().json())
    })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Сохранить' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    const [body] = (await Promise.all(sent)) as Record<string, unknown>[]
    server.events.removeAllListeners()
    expect(body).toMatchObject({ announce: true, audience: 'everyone' })
    expect(body).not.toHaveProperty('waiting_count')
  })

  it('is offered once the start is later, and its value reaches the API', async () => {
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/materials/create', () => <MaterialCreateScreen />)
    await user.type(await screen.findByRole('textbox', { name: /Название/ }), 'Вебинар о карьере')
    await user.click(screen.getByRole('button', { name: 'Показывать по расписанию…' }))
    const from = await screen.findByLabelText('Показывать с')
    expect(screen.queryByRole('switch', { name: /Анонсировать заранее/ })).not.toBeInTheDocument()
    fireEvent.change(from, { target: { value: inDays(-3) } })
    expect(screen.queryByRole('switch', { name: /Анонсировать заранее/ })).not.toBeInTheDocument()
    fireEvent.change(from, { target: { value: inDays(5) } })
    const announce = await announceSwitch()
    expect(announce).not.toBeChecked()
    expect(screen.queryByText(/ждут|не ждёт/)).not.toBeInTheDocument()
    await user.click(announce)
    await user.click(screen.getByRole('button', { name: 'Создать материал' }))
    await waitFor(async () => expect((await materials()).find((material) => material.title === 'Вебинар о карьере')).toBeDefined())
    expect((await materials()).find((material) => material.title === 'Вебинар о карьере')).toMatchObject({ announce: true })
  })

  it('clearing the start turns the announcement off, so the save is not refused', async () => {
    const webinar = (await materials()).find((material) => material.title === WEBINAR)!
    const user = userEvent.setup()
    await renderAdmin(`/demo/admin/materials/edit/${String(webinar.id)}`, () => <MaterialEditScreen id={webinar.id} />)
    expect(await announceSwitch()).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Очистить поле «Показывать с»' }))
    await waitFor(() => expect(screen.queryByRole('switch', { name: /Анонсировать заранее/ })).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Сохранить' }))
    await waitFor(async () => expect((await materials()).find((m) => m.id === webinar.id)?.visibleFrom).toBeNull())
    expect((await materials()).find((m) => m.id === webinar.id)?.announce).toBe(false)
  })
})
