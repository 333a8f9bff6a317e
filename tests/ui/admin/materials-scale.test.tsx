import { configure, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { MaterialsListScreen } from '@/features/admin/materials/materials-list-screen'
import { ReferencePickerField } from '@/features/admin/parts/pickers/reference-picker-field'
import { materialReferences } from '@/features/admin/parts/pickers/reference-sources'
import type { ListSearch } from '@/features/admin/parts/list/list-search'
import { serveMockApi } from '../support/mock-api-server'
import { renderAdmin, seedWith } from './admin-harness'

configure({ asyncUtilTimeout: 15_000 })

const COUNT = 10_000

/** The demo hub with 10,000 more materials: "Материал 1" ... "Материал 10000". */
const data = seedWith((d) => {
  const app = d.apps.demo
  if (!app) throw new Error('no demo')
  let id = Math.max(0, ...app.materials.map((m) => m.id))
  for (let n = 1; n <= COUNT; n++) {
    id += 1
    app.materials.push({
      id,
      title: `Материал ${String(n)}`,
      description: null,
      isActive: n % 2 === 0,
      displayType: 'small',
      imageId: null,
      iconId: null,
      links: [],
    })
  }
  app.lastIds.materials = id
})
const seeded = data.apps.demo?.materials.length ?? 0

const server = serveMockApi(data)
/** Every list call's query string, to prove what was asked of the server. */
const listCalls: URLSearchParams[] = []
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url)
  if (url.pathname.endsWith('/admin/materials')) listCalls.push(url.searchParams)
})

function ListWithSearch() {
  const [search, setSearch] = useState<ListSearch>({})
  return <MaterialsListScreen search={search} onSearchChange={setSearch} />
}

function Picker() {
  const form = useForm({ defaultValues: { materialIds: [] as number[] } })
  return (
    <FormProvider {...form}>
      <ReferencePickerField name="materialIds" label="Материалы раздела" source={materialReferences} />
    </FormProvider>
  )
}

describe(`${String(COUNT)} materials`, { timeout: 120_000 }, () => {
  it('the list shows its first page and the total without loading the rest; search and filter ask the server', async () => {
    listCalls.length = 0
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/materials', () => <ListWithSearch />)
    expect(await screen.findByText(new RegExp(`Всего: ${String(seeded)}$`))).toBeInTheDocument()
    expect(screen.getAllByRole('checkbox', { name: /^Выбрать «/ })).toHaveLength(20)
    expect(listCalls.every((query) => query.get('pagination[limit]') === '20')).toBe(true)

    await user.type(screen.getByRole('searchbox', { name: 'Поиск по названию' }), 'Материал 999')
    // "Материал 999" and "Материал 9990".."9999": 11 matches, found by the server.
    expect(await screen.findByText(/Всего: 11$/)).toBeInTheDocument()
    expect(listCalls.at(-1)?.get('filter[title]')).toBe('Материал 999')
    // Even numbers are active: 9990, 9992 ... 9998.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Статус' }), 'active')
    expect(await screen.findByText(/Всего: 5$/)).toBeInTheDocument()
    expect(listCalls.at(-1)?.get('filter[is_active]')).toMatch(/^(1|true)$/)
  })

  it('the reference picker searches on the server, a page at a time', async () => {
    listCalls.length = 0
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/picker', () => <Picker />)
    expect(await screen.findByText(`Найдено: ${String(seeded)}`)).toBeInTheDocument()
    await user.type(screen.getByRole('searchbox', { name: /Поиск по названию/ }), 'Материал 1234')
    expect(await screen.findByText('Найдено: 1')).toBeInTheDocument()
    await waitFor(() => expect(listCalls.at(-1)?.get('filter[title]')).toBe('Материал 1234'))
    expect(listCalls.every((query) => Number(query.get('pagination[limit]')) <= 20)).toBe(true)
    await user.click(screen.getByRole('button', { name: /Материал 1234/ }))
    expect(await screen.findByText('Выбрано: 1')).toBeInTheDocument()
  })
})
