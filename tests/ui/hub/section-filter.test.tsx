import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Data } from '@mock-api/store/store'
import { serveMockApi } from '../support/mock-api-server'
import { categoryId, mockApiHandlers, renderHub, seedWith } from './hub-harness'

const server = serveMockApi()
afterEach(() => vi.useRealTimers())

/** Moves the fake clock on, flushing React's updates. */
function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms)
  })
}

/** 'Расписание' (road type section) with four sections and the given section display type. */
function schedule(displayType: 'list' | 'filter'): Data {
  return seedWith((d) => {
    const app = d.apps.demo!
    const category = app.categories.find((c) => c.title === 'Расписание')!
    const calendar = app.sections.find((s) => s.title === 'Календарь событий')!
    category.sectionDisplayType = displayType
    app.sections.push(
      { ...calendar, id: 901, order: 2, title: 'Вебинары по дизайну' },
      { ...calendar, id: 902, order: 3, title: 'Записи эфиров' },
    )
    category.sectionIds.push(901, 902)
  })
}

const ALL = ['Ближайшие вебинары', 'Календарь событий', 'Вебинары по дизайну', 'Записи эфиров']

async function openSchedule(displayType: 'list' | 'filter') {
  const data = schedule(displayType)
  server.use(...mockApiHandlers(data))
  await renderHub(`/demo/category/${categoryId('Расписание', data)}`)
  await screen.findByRole('list', { name: 'Расписание' })
}

/** The filter's own live region (the hub has others). */
const filterStatus = () => within(screen.getByRole('search').parentElement!).getByRole('status')

const rows = () => {
  const list = screen.queryByRole('list', { name: 'Расписание' })
  return list
    ? within(list)
        .getAllByRole('button')
        .map((button) => button.textContent)
    : []
}

describe('Sections with display type filter (SPEC 3, 9)', () => {
  it('filters by title, case-insensitively, 400 ms after typing stops', async () => {
    await openSchedule('filter')
    expect(rows()).toEqual(ALL)
    const field = screen.getByRole('searchbox', { name: 'Поиск по разделам' })
    vi.useFakeTimers()

    fireEvent.change(field, { target: { value: 'ВЕБ' } })
    advance(300)
    // Still typing: each keystroke restarts the 400 ms.
    fireEvent.change(field, { target: { value: 'ВЕБИНАР' } })
    advance(399)
    expect(rows()).toEqual(ALL)
    advance(1)
    expect(rows()).toEqual(['Ближайшие вебинары', 'Вебинары по дизайну'])
  })

  it('says so when nothing matches; the clear button shows every section at once and keeps the focus in the field', async () => {
    await openSchedule('filter')
    const field = screen.getByRole('searchbox', { name: 'Поиск по разделам' })
    vi.useFakeTimers()
    fireEvent.change(field, { target: { value: 'стрим' } })
    advance(400)
    expect(screen.queryByRole('list', { name: 'Расписание' })).not.toBeInTheDocument()
    expect(filterStatus()).toHaveTextContent('По запросу «стрим» ничего не нашлось')

    fireEvent.click(screen.getByRole('button', { name: 'Очистить поиск' }))
    expect(field).toHaveValue('')
    expect(field).toHaveFocus()
    expect(rows()).toEqual(ALL)
    expect(filterStatus()).toBeEmptyDOMElement()
    expect(screen.queryByRole('button', { name: 'Очистить поиск' })).not.toBeInTheDocument()
  })

  it('display type list: no search field', async () => {
    await openSchedule('list')
    expect(rows()).toEqual(ALL)
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument()
  })

  it('inside a subcategory accordion item with display type filter', async () => {
    const data = seedWith((d) => {
      d.apps.demo!.categories.find((c) => c.title === 'Чаты и форум')!.sectionDisplayType = 'filter'
    })
    server.use(...mockApiHandlers(data))
    await renderHub(`/demo/category/${categoryId('Сообщество', data)}`)
    await userEvent.click(await screen.findByRole('button', { name: /Чаты и форум/ }))
    const panel = screen.getByRole('region', { name: /Чаты и форум/ })
    const field = within(panel).getByRole('searchbox', { name: 'Поиск по разделам' })
    vi.useFakeTimers()
    fireEvent.change(field, { target: { value: 'форум' } })
    advance(399)
    expect(within(panel).getAllByRole('button', { name: /Чаты по направлениям|Форум выпускников/ })).toHaveLength(2)
    advance(1)
    expect(within(panel).queryByRole('button', { name: 'Чаты по направлениям' })).not.toBeInTheDocument()
    expect(within(panel).getByRole('button', { name: 'Форум выпускников' })).toBeInTheDocument()
  })
})
