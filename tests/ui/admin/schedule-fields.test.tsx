import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { MaterialCreateScreen } from '@/features/admin/materials/material-create-screen'
import { fromLocalInput, toLocalInput } from '@/features/admin/parts/schedule/local-time'
import { serveMockApi } from '../support/mock-api-server'
import { API, renderAdmin } from './admin-harness'

/** The schedule fields of the admin's forms ("Показывать по расписанию…"): local times in, instants with offset out. */

const server = serveMockApi()

describe('schedule fields', { timeout: 60_000 }, () => {
  it('local times round-trip as instants with the offset of the admin zone', () => {
    const iso = fromLocalInput('2026-05-01T09:00')
    expect(iso).toMatch(/^2026-05-01T09:00:00[+-]\d{2}:\d{2}$/)
    expect(toLocalInput(iso)).toBe('2026-05-01T09:00')
    expect(fromLocalInput('')).toBeNull()
  })

  it('refuses "until" before "from" on the until field, then sends both as ISO with offset', async () => {
    let sent: Record<string, unknown> | undefined
    server.use(
      http.post(`${API}/admin/materials`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>
        return HttpResponse.json({ message: 'stop' }, { status: 500 })
      }),
    )
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/materials/create', () => <MaterialCreateScreen />)
    await user.type(await screen.findByRole('textbox', { name: /Название/ }), 'Акция')
    await user.click(screen.getByRole('button', { name: 'Показывать по расписанию…' }))
    const from = await screen.findByLabelText('Показывать с')
    const until = screen.getByLabelText('Показывать до')
    fireEvent.change(from, { target: { value: '2026-05-10T09:00' } })
    fireEvent.change(until, { target: { value: '2026-05-01T09:00' } })
    await user.click(screen.getByRole('button', { name: 'Создать материал' }))
    const summary = await screen.findByRole('alert', { name: 'Исправьте ошибки в форме' })
    expect(within(summary).getByRole('link', { name: 'Показывать до: Must be after the start of the window' })).toBeInTheDocument()
    expect(sent).toBeUndefined()
    fireEvent.change(until, { target: { value: '2026-05-20T18:30' } })
    await user.click(screen.getByRole('button', { name: 'Создать материал' }))
    await waitFor(() => expect(sent).toBeDefined())
    expect(sent?.visible_from).toMatch(/^2026-05-10T09:00:00[+-]\d{2}:\d{2}$/)
    expect(sent?.visible_until).toMatch(/^2026-05-20T18:30:00[+-]\d{2}:\d{2}$/)
  })

  it("puts the server's 422 on visible_until on the until field", async () => {
    server.use(
      http.post(`${API}/admin/materials`, () =>
        HttpResponse.json({ message: 'invalid', errors: { visible_until: ['Must be after the start of the window'] } }, { status: 422 }),
      ),
    )
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/materials/create', () => <MaterialCreateScreen />)
    await user.type(await screen.findByRole('textbox', { name: /Название/ }), 'Акция')
    await user.click(screen.getByRole('button', { name: 'Показывать по расписанию…' }))
    fireEvent.change(await screen.findByLabelText('Показывать до'), { target: { value: '2026-05-20T18:30' } })
    await user.click(screen.getByRole('button', { name: 'Создать материал' }))
    await waitFor(() => expect(screen.getByLabelText('Показывать до')).toHaveAccessibleDescription(/Must be after the start of the window/))
  })
})
