import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { serveMockApi } from '../support/mock-api-server'
import { categoryId, mockApiHandlers, renderHub, sectionId, seedWith } from './hub-harness'

/** Issue 8 §5: small state of a screen is kept per path, like its scroll position. */

const server = serveMockApi()

describe('State kept per path when the visitor comes back', () => {
  it('the open accordion item is still open after coming back from one of its sections', async () => {
    const { router } = await renderHub(`/demo/category/${categoryId('Сообщество')}`)
    await userEvent.click(await screen.findByRole('button', { name: /Чаты и форум/ }))
    const panel = screen.getByRole('region', { name: /Чаты и форум/ })
    await userEvent.click(within(panel).getByRole('button', { name: 'Чаты по направлениям' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(`/demo/section/${sectionId('Чаты по направлениям')}`))

    act(() => router.history.back())
    const trigger = await screen.findByRole('button', { name: /Чаты и форум/ })
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
  })

  it('a section filter keeps its text (and its filtered rows) after coming back from a section', async () => {
    const data = seedWith((d) => {
      d.apps.demo!.categories.find((c) => c.title === 'Расписание')!.sectionDisplayType = 'filter'
    })
    server.use(...mockApiHandlers(data))
    const { router } = await renderHub(`/demo/category/${categoryId('Расписание', data)}`)
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Поиск по разделам' }), 'вебин')
    // Applied once typing pauses: the other section goes.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Календарь событий' })).not.toBeInTheDocument())
    await userEvent.click(screen.getByRole('button', { name: 'Ближайшие вебинары' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(`/demo/section/${sectionId('Ближайшие вебинары', data)}`))

    act(() => router.history.back())
    expect(await screen.findByRole('searchbox', { name: 'Поиск по разделам' })).toHaveValue('вебин')
    // Filtered at once, not after another debounce.
    expect(screen.getByRole('button', { name: 'Ближайшие вебинары' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Календарь событий' })).not.toBeInTheDocument()
  })

  it('state of one path is not another’s: a different category starts collapsed', async () => {
    const data = seedWith((d) => {
      const app = d.apps.demo!
      const community = app.categories.find((c) => c.title === 'Сообщество')!
      app.categories.push({ ...community, id: 950, title: 'Сообщество 2', order: 99 })
      for (const sub of app.categories.filter((c) => c.parentId === community.id))
        app.categories.push({ ...sub, id: sub.id + 1000, parentId: 950 })
    })
    server.use(...mockApiHandlers(data))
    const { router } = await renderHub(`/demo/category/${categoryId('Сообщество', data)}`)
    await userEvent.click(await screen.findByRole('button', { name: /Чаты и форум/ }))
    act(() => void router.navigate({ to: '/$appKey/category/$id', params: { appKey: 'demo', id: 950 } }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/category/950'))
    expect(await screen.findByRole('button', { name: /Чаты и форум/ })).toHaveAttribute('aria-expanded', 'false')
  })
})
