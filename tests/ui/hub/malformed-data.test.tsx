import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEV_BOT_TOKEN } from '@mock-api/auth'
import { createRestHandler } from '@mock-api/rest'
import { createMemoryFileStorage } from '@mock-api/store/file-storage'
import { createMemoryStore } from '@mock-api/store/memory'
import { seedData } from '@mock-api/store/seed'
import { serveMockApi } from '../support/mock-api-server'
import { categoryId, renderHub } from './hub-harness'

const server = serveMockApi()
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

/** The real API's answer for `path`, changed by `edit` (as a backend that breaks its contract would answer). */
function answerEdited(path: string, edit: (body: { data: any }) => void) {
  const real = createRestHandler(
    { store: createMemoryStore(seedData()), files: createMemoryFileStorage(), botToken: DEV_BOT_TOKEN },
    '/api',
  )
  return http.get(`*/api${path}`, async ({ request }) => {
    const response = await real(request.clone())
    if (!response) throw new Error(`the mock API does not answer ${path}`)
    const body = (await response.json()) as { data: any }
    edit(body)
    return HttpResponse.json(body)
  })
}

describe('data that does not have the shape the screen needs', () => {
  it('category detail: sections the hub cannot show are left out and reported, the rest shows', async () => {
    const id = categoryId('Расписание')
    server.use(
      answerEdited(`/categories/${id}`, (body) => {
        body.data.sections.unshift(null, { id: 990, title: null, road_type: 'material', links: [] })
      }),
    )
    const report = vi.fn()
    await renderHub(`/demo/category/${id}`, { report })
    expect(await screen.findByRole('heading', { level: 1, name: 'Расписание' })).toBeInTheDocument()
    const list = screen.getByRole('list', { name: 'Расписание' })
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Ближайшие вебинары', 'Календарь событий'])
    expect(report).toHaveBeenCalledTimes(2)
    expect(String(report.mock.calls[0]?.[0])).toMatch(/categories\.get.*sections\[0\]/)
    expect(String(report.mock.calls[1]?.[0])).toMatch(/categories\.get.*sections\[1\]/)
  })

  it('Home: a category without a title or road type is left out, the others show', async () => {
    server.use(
      answerEdited('/categories', (body) => {
        delete body.data[0].title
        body.data[1].road_type = 'teleport'
      }),
    )
    const report = vi.fn()
    await renderHub('/demo', { report })
    const list = await screen.findByRole('list', { name: 'Разделы' })
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5))
    expect(within(list).queryByRole('button', { name: /Курсы/ })).not.toBeInTheDocument()
    expect(within(list).getByRole('button', { name: /Расписание/ })).toBeInTheDocument()
    expect(report).toHaveBeenCalledTimes(2)
  })

  it('a category detail that cannot be shown at all is an error state with retry, not a crash', async () => {
    const id = categoryId('Курсы')
    server.use(
      answerEdited(`/categories/${id}`, (body) => {
        body.data.title = null
      }),
    )
    const report = vi.fn()
    await renderHub(`/demo/category/${id}`, { report })
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('button', { name: 'Повторить' })).toBeInTheDocument()
    expect(report).toHaveBeenCalledWith(expect.stringMatching(/categories\.get/))
  })

  it('materials: one without links or with an unknown display type still shows, one without a title is left out', async () => {
    const id = categoryId('Курсы')
    server.use(
      answerEdited(`/categories/${id}`, (body) => {
        delete body.data.materials[0].links
        body.data.materials[1].display_type = 'huge'
        body.data.materials[2] = { id: 991 }
      }),
    )
    const report = vi.fn()
    await renderHub(`/demo/category/${id}`, { report })
    const materials = await screen.findByRole('group', { name: 'Материалы' })
    expect(within(materials).getByText('Основы JavaScript')).toBeInTheDocument()
    expect(within(materials).getByText('Python с нуля')).toBeInTheDocument()
    expect(within(materials).queryByText('Git за один вечер')).not.toBeInTheDocument()
    expect(report).toHaveBeenCalledTimes(1)
  })
})
