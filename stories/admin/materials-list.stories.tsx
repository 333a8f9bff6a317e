import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { MaterialsListScreen } from '@/features/admin/materials/materials-list-screen'
import type { ListSearch } from '@/features/admin/parts/list/list-search'
import { delayedForever, failing, mockApi, seedWith } from '../support/mock-api'
import { adminParameters, desktop, phone, withAdminChrome } from './admin-story'

/** The route keeps the filters in the URL; here the story keeps them in state. */
function MaterialsList({ initial = {} }: { initial?: ListSearch }) {
  const [search, setSearch] = useState<ListSearch>(initial)
  return <MaterialsListScreen search={search} onSearchChange={setSearch} />
}

const meta = {
  title: 'Admin/Materials/List',
  component: MaterialsList,
  decorators: [withAdminChrome],
  parameters: { ...adminParameters, route: '/demo/admin/materials', msw: mockApi() },
} satisfies Meta<typeof MaterialsList>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/Всего: 12$/)).toBeVisible()
    await expect(canvas.getAllByRole('switch')).toHaveLength(12)
  },
}

export const Empty: Story = {
  parameters: { msw: mockApi(seedWith((data) => { data.apps.demo!.materials = [] })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Материалов пока нет')).toBeVisible()
    await expect(canvas.getAllByRole('link', { name: 'Создать' }).length).toBeGreaterThan(1)
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [delayedForever()] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Загрузка списка…' })).toHaveAttribute('aria-busy', 'true')
  },
}

export const Error: Story = {
  parameters: { msw: { handlers: [failing(500)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Повторить' })).toBeEnabled()
  },
}

export const NoMatch: Story = {
  args: { initial: { q: 'нет такого материала' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Ничего не найдено')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Сбросить фильтры' }))
    await expect(await canvas.findByText(/Всего: 12$/)).toBeVisible()
  },
}

export const BulkSelection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Выбрать все на странице' }))
    await waitFor(() => expect(canvas.getByText('Выбрано: 12')).toBeVisible())
    await expect(canvas.getByRole('button', { name: 'Выключить' })).toBeEnabled()
  },
}

export const Dark: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: { theme: 'dark' } }
export const Phone: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: phone }
export const Desktop: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: desktop }
