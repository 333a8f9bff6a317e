import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { StatsScreen } from '@/features/admin/stats/stats-screen'
import type { StatsSearch } from '@/features/admin/parts/list/list-search'
import { serveMockApi } from '../support/mock-api-server'
import { API, renderAdmin } from './admin-harness'

/** Issue 26 on the Statistics screen: visits, sources, shares, the admins' switch and the reset, against the mock API's demo seed. */

const server = serveMockApi()

function Screen({ initial = {} }: { initial?: StatsSearch }) {
  const [search, setSearch] = useState<StatsSearch>(initial)
  return <StatsScreen search={search} onSearchChange={setSearch} />
}

describe('statistics: where visits come from (issue 26)', { timeout: 60_000 }, () => {
  it('shows visits, the sources (campaigns with their opens, an archived one marked; chats; platforms; languages) and the shares column', async () => {
    await renderAdmin('/demo/admin/stats', () => <Screen />)
    const totals = await screen.findByRole('region', { name: 'Итого за период' })
    expect(within(totals).getByText('Визиты')).toBeInTheDocument()
    const campaigns = await screen.findByRole('list', { name: 'Кампании' })
    const post = within(campaigns)
      .getByRole('heading', { level: 4, name: /Пост ВКонтакте 12 ноября/ })
      .closest('li')
    expect(post).not.toBeNull()
    expect(
      within(post as HTMLElement)
        .getAllByRole('term')
        .map((cell) => cell.textContent),
    ).toEqual(['Визиты', 'Посетители', 'Открытия'])
    expect(screen.getByRole('list', { name: 'Из каких чатов' })).toBeInTheDocument()
    // Platforms and languages as people name them, not Telegram's codes.
    expect(within(screen.getByRole('list', { name: 'Платформы' })).getByRole('heading', { name: 'Android' })).toBeInTheDocument()
    expect(within(screen.getByRole('list', { name: 'Языки' })).getByRole('heading', { name: 'русский' })).toBeInTheDocument()
    const [firstItem] = within(screen.getByRole('list', { name: 'Что открывали' })).getAllByRole('listitem')
    expect(
      within(firstItem as HTMLElement)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toContain('Поделились')
  })

  it('splits the chart by a source: asks split=platform, draws the platforms as people name them, a day reads by platform', async () => {
    const asked: string[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/admin/stats')) asked.push(decodeURIComponent(request.url))
    })
    await renderAdmin('/demo/admin/stats', () => <Screen />)
    const chart = await screen.findByRole('region', { name: 'Открытия и посетители по дням' })
    expect(within(chart).getByRole('img')).toHaveAccessibleName(/открытий/)
    await userEvent.selectOptions(within(chart).getByRole('combobox', { name: 'График по дням' }), 'Визиты по платформам')
    await waitFor(() => expect(asked.some((url) => url.includes('split=platform'))).toBe(true))
    // The read with the split draws a new chart, named for what it shows.
    const split = await screen.findByRole('region', { name: 'Визиты по платформам' })
    expect(within(split).getByRole('img')).toHaveAccessibleName(/по источникам: .*Android/)
    expect(within(split).getByRole('slider').getAttribute('aria-valuetext')).toMatch(/: (визитов нет|.*(Android|iOS|Telegram Desktop) \d+)/)
    // Back to opens and visitors.
    await userEvent.selectOptions(within(split).getByRole('combobox', { name: 'График по дням' }), 'Открытия и посетители')
    expect(await screen.findByRole('region', { name: 'Открытия и посетители по дням' })).toBeInTheDocument()
    server.events.removeAllListeners()
  })

  it('asks for the admins’ own counts with the switch (filter[include_admins]=1)', async () => {
    const asked: string[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/admin/stats')) asked.push(decodeURIComponent(request.url))
    })
    await renderAdmin('/demo/admin/stats', () => <Screen />)
    const toggle = await screen.findByRole('switch', { name: /Учитывать администраторов/ })
    expect(toggle).not.toBeChecked()
    expect(asked.every((url) => !url.includes('include_admins'))).toBe(true)
    await userEvent.click(toggle)
    await waitFor(() => expect(asked.some((url) => url.includes('filter[include_admins]=1'))).toBe(true))
    server.events.removeAllListeners()
  })

  it('resets the statistics only once confirmed; then the screen is empty', async () => {
    let deletes = 0
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'DELETE' && request.url.includes('/admin/stats')) deletes += 1
    })
    await renderAdmin('/demo/admin/stats', () => <Screen />)
    await userEvent.click(await screen.findByRole('button', { name: 'Сбросить статистику' }))
    const dialog = await screen.findByRole('dialog', { name: 'Сбросить всю статистику хаба?' })
    expect(within(dialog).getByText(/Отменить это нельзя/)).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }))
    expect(deletes).toBe(0)
    await userEvent.click(screen.getByRole('button', { name: 'Сбросить статистику' }))
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Сбросить навсегда' }))
    expect(await screen.findByText('Статистика сброшена.')).toBeInTheDocument()
    expect(deletes).toBe(1)
    expect(await screen.findByText('За этот период открытий нет')).toBeInTheDocument()
    server.events.removeAllListeners()
  })

  it('on a backend without sources (before issue 26): opens only, no switch, no reset; a 404 on the reset hides it and says why', async () => {
    server.use(
      http.get(`${API}/admin/stats`, () =>
        HttpResponse.json({
          data: {
            from: '2026-05-01',
            to: '2026-05-01',
            totals: { opens: 2, visitors: 1 },
            days: [{ date: '2026-05-01', opens: 2, visitors: 1 }],
            items: [{ target: 'category', id: 1, title: 'Курсы', deleted: false, opens: 2, visitors: 1 }],
          },
        }),
      ),
    )
    await renderAdmin('/demo/admin/stats', () => <Screen initial={{ from: '2026-05-01', to: '2026-05-01' }} />)
    const items = await screen.findByRole('list', { name: 'Что открывали' })
    expect(
      within(items)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Открытия', 'Посетители'])
    expect(screen.queryByRole('switch', { name: /Учитывать администраторов/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Сбросить статистику' })).toBeNull()
    expect(screen.queryByText('Визиты')).toBeNull()
  })

  it('says the reset is missing on a backend that answers 404 for it', async () => {
    server.use(http.delete(`${API}/admin/stats`, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })))
    await renderAdmin('/demo/admin/stats', () => <Screen />)
    await userEvent.click(await screen.findByRole('button', { name: 'Сбросить статистику' }))
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Сбросить навсегда' }))
    expect(await screen.findByText(/не умеет сбрасывать статистику/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Сбросить статистику' })).toBeNull()
  })
})
