import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { StatsScreen } from '@/features/admin/stats/stats-screen'
import { serveFreshMockApi } from '../support/mock-api-server'
import { API, renderAdmin } from './admin-harness'

/** Issue 27: the welcome gate's block of the statistics, from the mock API's own counters. */

const { api, server } = serveFreshMockApi()
const open = () =>
  renderAdmin('/demo/admin/stats', () => <StatsScreen search={{ from: '2026-05-01', to: '2026-05-03' }} onSearchChange={() => {}} />)
const block = async () => within(await screen.findByRole('region', { name: 'Приветствие для заявок' }))

describe('statistics: the welcome gate (issue 27)', { timeout: 60_000 }, () => {
  it('shows the range’s totals and the days that had any, newest first', async () => {
    await api().store.write((data) => {
      data.apps.demo!.gateStats = {
        '2026-05-01': { shown: 3, approved: 2, declined: 0, queued: 1 },
        '2026-05-03': { shown: 2, approved: 1, declined: 1, queued: 0 },
        '2026-06-01': { shown: 9, approved: 9, declined: 0, queued: 0 },
      }
    })
    await open()
    const gates = await block()
    // The first of each label is its total's (the days' list repeats them as its column heads).
    const total = (label: string) => gates.getAllByText(label, { selector: 'span' })[0]!.nextElementSibling
    expect(total('Показано')).toHaveTextContent('5')
    expect(total('Вступили')).toHaveTextContent('3')
    expect(total('Отклонили')).toHaveTextContent('1')
    expect(total('Оставили заявку')).toHaveTextContent('1')
    const days = gates.getByRole('list', { name: 'По дням' })
    const rows = within(days).getAllByRole('listitem')
    expect(rows).toHaveLength(2)
    expect(rows[0]).toHaveTextContent(/3 мая/)
    expect(rows[1]).toHaveTextContent(/1 мая/)
  })

  it('says when no join requests came in the range', async () => {
    await open()
    expect((await block()).getByText('За этот период заявок на вступление не было.')).toBeInTheDocument()
  })

  it('leaves the block out where the backend answers no `gates`', async () => {
    server.use(
      http.get(`${API}/admin/stats`, () =>
        HttpResponse.json({
          data: {
            from: '2026-05-01',
            to: '2026-05-01',
            totals: { opens: 1, visitors: 1 },
            days: [{ date: '2026-05-01', opens: 1, visitors: 1 }],
            items: [],
          },
        }),
      ),
    )
    await open()
    await screen.findByRole('region', { name: 'Итого за период' })
    expect(screen.queryByRole('region', { name: 'Приветствие для заявок' })).toBeNull()
  })
})
