import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { fakeWindowScroll, launchAs, renderApp } from '../app/app-harness'
import { serveMockApi } from '../support/mock-api-server'

const server = serveMockApi()
/** `filter[name]` of every popups list call the screen made. */
let nameFilters: (string | null)[] = []
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url)
  if (request.method === 'GET' && url.pathname.endsWith('/admin/popups')) nameFilters.push(url.searchParams.get('filter[name]'))
})
beforeEach(() => {
  nameFilters = []
  fakeWindowScroll()
})

const open = (path: string) => renderApp({ path, launch: async () => launchAs(1) })
const rows = async (total: number) => within(await screen.findByRole('list', { name: new RegExp(`^Попапы.*Всего: ${String(total)}$`) }))
const searchBox = () => screen.findByRole('searchbox', { name: 'Поиск по названию' })

describe('popups list: name search', { timeout: 30_000 }, () => {
  it('filters on the server by name as the admin types, and keeps the search in the URL', async () => {
    const user = userEvent.setup()
    const { href } = open('/demo/admin/popup')
    expect((await rows(2)).getByText('Приветствие новичков')).toBeInTheDocument()
    await user.type(await searchBox(), 'ДИЗАЙН')
    const found = await rows(1)
    expect(found.getByText('Курс по дизайну')).toBeInTheDocument()
    expect(found.queryByText('Приветствие новичков')).not.toBeInTheDocument()
    // The server did the filtering: the list's last call named the whole word.
    expect(nameFilters.at(-1)).toBe('ДИЗАЙН')
    expect(new URL(href(), 'http://x').searchParams.get('q')).toBe('ДИЗАЙН')
  })

  it('opens a linked search as it was (the box holds it, the list is filtered)', async () => {
    open(`/demo/admin/popup?q=${encodeURIComponent('приветствие')}`)
    expect((await rows(1)).getByText('Приветствие новичков')).toBeInTheDocument()
    expect(await searchBox()).toHaveValue('приветствие')
    // Never the whole list first: every call carried the search.
    expect(nameFilters.length).toBeGreaterThan(0)
    expect(nameFilters.every((name) => name === 'приветствие')).toBe(true)
  })

  it('says when nothing matches, and "clear" brings every popup back', async () => {
    const user = userEvent.setup()
    const { href } = open(`/demo/admin/popup?q=${encodeURIComponent('нет такого')}`)
    expect(await screen.findByText('Ничего не найдено')).toBeInTheDocument()
    expect(screen.queryByText('Попапов пока нет')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Сбросить фильтры' }))
    expect((await rows(2)).getByText('Курс по дизайну')).toBeInTheDocument()
    expect(await searchBox()).toHaveValue('')
    await waitFor(() => expect(href()).toBe('/demo/admin/popup'))
  })
})
