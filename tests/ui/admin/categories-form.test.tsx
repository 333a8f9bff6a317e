import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { CategoryCreateScreen } from '@/features/admin/categories/category-form-screen'
import { serveFreshMockApi } from '../support/mock-api-server'
import { renderAdmin } from './admin-harness'

const { server, api } = serveFreshMockApi()

const demo = () => api().store.read((data) => structuredClone(data.apps.demo!))

/** The inline error under the field at form path `path`, or null. */
const errorOf = (path: string) => document.getElementById(`field-${path.replace(/[^\w-]/g, '-')}-error`)?.textContent ?? null

const group = (name: RegExp) => screen.getByRole('group', { name })

async function openCreate() {
  const user = userEvent.setup()
  await renderAdmin('/demo/admin/category/create', () => <CategoryCreateScreen />)
  await screen.findByRole('textbox', { name: /^Название/ })
  return user
}

async function chooseRoad(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(within(group(/^Что открывается/)).getByRole('radio', { name: label }))
}

describe('category form: SPEC 5 rules', { timeout: 60_000 }, () => {
  it('title is required; with a background look the image is required; road type section needs a section', async () => {
    const user = await openCreate()
    await user.click(within(group(/^Вид карточки/)).getByRole('radio', { name: 'Малый фон' }))
    await chooseRoad(user, 'Разделы')
    await user.click(screen.getByRole('button', { name: 'Создать' }))

    const summary = await screen.findByRole('alert', { name: 'Исправьте ошибки в форме' })
    expect(within(summary).getByText('Название: Обязательное поле')).toBeInTheDocument()
    expect(errorOf('title')).toBe('Обязательное поле')
    expect(errorOf('imageId')).toBe('Обязательное поле')
    // The sections editor (which shows this error) loads when its road type is chosen.
    await waitFor(() => expect(errorOf('sections')).toBe('Добавьте хотя бы один раздел'))
    expect((await demo()).categories.some((c) => c.title === '')).toBe(false)
  })

  it('without a background (no_bg) the image is not required; road type material needs a material', async () => {
    const user = await openCreate()
    await user.type(screen.getByRole('textbox', { name: /^Название/ }), 'Без картинки')
    await chooseRoad(user, 'Материалы')
    await user.click(screen.getByRole('button', { name: 'Создать' }))

    await screen.findByRole('alert', { name: 'Исправьте ошибки в форме' })
    expect(errorOf('materialIds')).toBe('Выберите хотя бы один материал')
    expect(errorOf('imageId')).toBeNull()
    expect(errorOf('title')).toBeNull()
  })

  it('a section needs a title, and materials when its road type is material (not when it is a link)', async () => {
    const user = await openCreate()
    await user.type(screen.getByRole('textbox', { name: /^Название/ }), 'С разделами')
    await chooseRoad(user, 'Разделы')
    await user.click(screen.getByRole('button', { name: 'Добавить раздел' }))
    await user.click(screen.getByRole('button', { name: 'Создать' }))

    await screen.findByRole('alert', { name: 'Исправьте ошибки в форме' })
    expect(errorOf('sections.0.title')).toBe('Обязательное поле')
    expect(errorOf('sections.0.materialIds')).toBe('Выберите хотя бы один материал')
    expect(errorOf('sections')).toBeNull()

    await user.type(screen.getByRole('textbox', { name: /^Название раздела 1/ }), 'Ссылки')
    await user.click(within(group(/^Что открывает раздел 1/)).getByRole('radio', { name: 'Ссылка' }))
    await user.click(screen.getByRole('button', { name: 'Создать' }))
    await screen.findByText('Категория создана')
    const saved = await demo()
    const category = saved.categories.find((c) => c.title === 'С разделами')
    expect(category?.sectionIds).toHaveLength(1)
    expect(saved.sections.find((s) => s.id === category?.sectionIds[0])?.title).toBe('Ссылки')
  })
})

/** A new category titled `title` whose road is one section, `section`, of links (none added yet), not yet saved. */
async function newCategoryWithLinkSection(title: string, section: string) {
  const user = await openCreate()
  await user.type(screen.getByRole('textbox', { name: /^Название/ }), title)
  await chooseRoad(user, 'Разделы')
  await user.click(screen.getByRole('button', { name: 'Добавить раздел' }))
  await user.type(screen.getByRole('textbox', { name: /^Название раздела 1/ }), section)
  await user.click(within(group(/^Что открывает раздел 1/)).getByRole('radio', { name: 'Ссылка' }))
  return user
}

describe('category form: server refusals', { timeout: 60_000 }, () => {
  it("puts a section's 422 on that section's nested fields and saves nothing", async () => {
    server.use(
      http.post('*/api/admin/sections', () =>
        HttpResponse.json(
          {
            message: 'The given data was invalid.',
            errors: { title: ['Такое название уже есть'], 'links.0.external_url': ['Invalid url'] },
          },
          { status: 422 },
        ),
      ),
    )
    const user = await newCategoryWithLinkSection('Отказ раздела', 'Раздел А')
    await user.click(within(group(/^Ссылки раздела 1/)).getByRole('button', { name: 'Добавить ссылку' }))
    await user.type(screen.getByRole('textbox', { name: /^Адрес/ }), 'https://ok.example')
    await user.click(screen.getByRole('button', { name: 'Создать' }))

    await waitFor(() => expect(errorOf('sections.0.links.0.externalUrl')).toBe('Адрес введён с ошибкой'))
    expect(errorOf('sections.0.title')).toBe('Такое название уже есть')
    expect(await screen.findByText(/Раздел «Раздел А» не сохранился, категория не сохранена/)).toBeInTheDocument()
    expect((await demo()).categories.some((c) => c.title === 'Отказ раздела')).toBe(false)
  })

  it('when the category is refused after its sections were written, the new sections are deleted again', async () => {
    server.use(
      http.post('*/api/admin/categories', () =>
        HttpResponse.json(
          { message: 'The given data was invalid.', errors: { title: ['Такое название уже есть'], section_ids: ['Разделы не подходят'] } },
          { status: 422 },
        ),
      ),
    )
    const before = (await demo()).sections.length
    const user = await newCategoryWithLinkSection('Отказ категории', 'Временный')
    await user.click(screen.getByRole('button', { name: 'Создать' }))

    await waitFor(() => expect(errorOf('title')).toBe('Такое название уже есть'))
    expect(errorOf('sections')).toBe('Разделы не подходят')
    expect(await screen.findByText('Категория не сохранена; разделы остались как были.')).toBeInTheDocument()
    const after = await demo()
    expect(after.sections).toHaveLength(before)
    expect(after.sections.some((s) => s.title === 'Временный')).toBe(false)
  })
})
