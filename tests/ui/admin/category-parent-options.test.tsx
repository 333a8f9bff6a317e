import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { seedData } from '@mock-api/store/seed'
import { CategoryEditScreen } from '@/features/admin/categories/category-form-screen'
import { serveFreshMockApi } from '../support/mock-api-server'
import { renderAdmin } from './admin-harness'

serveFreshMockApi()

describe('category form: the parent field', { timeout: 60_000 }, () => {
  it('offers only categories of road type subcategories, never the category itself nor one under it', async () => {
    const seed = seedData().apps.demo!
    const titleOf = (id: number) => seed.categories.find((c) => c.id === id)!.title
    // «Сообщество» (2) is the only subcategories category: editing one of its children offers only it.
    const child = seed.categories.find((c) => c.parentId === 2)!
    await renderAdmin(`/demo/admin/category/edit/${String(child.id)}`, () => <CategoryEditScreen id={child.id} />)
    const select = await screen.findByRole('combobox', { name: /^Родительская категория/ })
    const offered = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent.trim())
    expect(offered.slice(1)).toEqual([titleOf(2)])
    expect(offered).not.toContain('Сайт школы')
  })
})
