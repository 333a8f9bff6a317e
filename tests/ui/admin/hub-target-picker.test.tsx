import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { beforeEach, describe, expect, it } from 'vitest'
import type { LinkInput } from '@/api/contract/links'
import { LinkSetField } from '@/features/admin/parts/pickers/link-set-field'
import { serveFreshMockApi } from '../support/mock-api-server'
import { renderAdmin } from './admin-harness'

const { server, api } = serveFreshMockApi()
/** The list and read calls the picker makes, by path and query. */
let calls: string[] = []
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url)
  if (/\/admin\/(categories|sections)/.test(url.pathname)) calls.push(decodeURIComponent(`${url.pathname}${url.search}`))
})
beforeEach(() => {
  calls = []
})

/** One internal link in a form, as a material's or a button's form has it; the stored path shown. */
function InternalLink({ internalUrl, error }: { internalUrl: string; error?: string }) {
  const form = useForm<{ links: LinkInput[] }>({
    defaultValues: { links: [{ linkType: 'internal', internalUrl, externalUrl: '', popupId: null }] },
  })
  useEffect(() => {
    // As the form does with a 422's field errors.
    if (error) form.setError('links.0.internalUrl', { message: error })
  }, [error, form])
  return (
    <FormProvider {...form}>
      <form aria-label="Ссылка">
        <LinkSetField name="links" label="Ссылки" />
        <StoredPath />
      </form>
    </FormProvider>
  )
}

function StoredPath() {
  const path = useWatch({ name: 'links.0.internalUrl' }) as string
  return <output aria-label="В ссылке">{path || 'нет'}</output>
}

const open = (internalUrl = '', language: 'ru' | 'en' = 'ru', error?: string) =>
  renderAdmin('/demo/admin/materials/create', () => <InternalLink internalUrl={internalUrl} error={error} />, { language })
const picker = () => screen.findByRole('combobox', { name: 'Страница хаба' })
const stored = () => screen.getByRole('status', { name: 'В ссылке' })
const idOf = (kind: 'categories' | 'sections', title: string) =>
  api().store.read((data) => data.apps.demo![kind].find((record) => record.title === title)!.id)

describe('the link-target picker: an internal link chosen by name, stored as its path', { timeout: 30_000 }, () => {
  it('finds a category by part of its title on the server and stores its path', async () => {
    const user = userEvent.setup()
    await open()
    const box = await picker()
    expect(box).toHaveAccessibleDescription(/^Страница не выбрана/)
    await user.type(box, 'курс')
    const list = screen.getByRole('listbox', { name: 'Страницы хаба' })
    // Searched on the server once typing stops, by title, a page at a time: never the whole list.
    await waitFor(() => {
      expect(calls.some((call) => call.includes('/admin/categories?') && call.includes('filter[title]=курс'))).toBe(true)
      expect(calls.some((call) => call.includes('/admin/sections?') && call.includes('filter[title]=курс'))).toBe(true)
    })
    expect(calls.every((call) => !call.includes('?') || call.includes('pagination[limit]=8'))).toBe(true)
    // A section whose title does not contain the word is not offered once the answer is in.
    await waitFor(() => expect(within(list).queryByRole('option', { name: 'Форум выпускников' })).not.toBeInTheDocument())
    const courses = await within(list).findByRole('option', { name: 'Курсы' })
    await user.click(courses)
    const id = await idOf('categories', 'Курсы')
    expect(stored()).toHaveTextContent(`/category/${String(id)}`)
    expect(await screen.findByText('Категория «Курсы»')).toBeInTheDocument()
    expect(box).toHaveAttribute('aria-expanded', 'false')
    expect(box).toHaveAccessibleDescription(/Категория «Курсы»/)
  })

  it('is used with the keyboard: arrows move through Home, categories and sections, Enter chooses without submitting', async () => {
    const user = userEvent.setup()
    let submitted = false
    document.addEventListener('submit', () => (submitted = true), { once: true })
    await open()
    const box = await picker()
    await user.type(box, 'форум')
    const forum = await screen.findByRole('option', { name: 'Форум выпускников' })
    await user.keyboard('{ArrowDown}')
    await waitFor(() => expect(box).toHaveAttribute('aria-activedescendant', forum.id))
    await user.keyboard('{Enter}')
    const id = await idOf('sections', 'Форум выпускников')
    expect(stored()).toHaveTextContent(`/section/${String(id)}`)
    expect(await screen.findByText('Раздел «Форум выпускников»')).toBeInTheDocument()
    expect(submitted).toBe(false)
    // Escape closes an open list; Home is offered while nothing is typed.
    await user.keyboard('{ArrowDown}')
    expect(await screen.findByRole('option', { name: 'Главная' })).toBeVisible()
    await user.keyboard('{Escape}')
    expect(box).toHaveAttribute('aria-expanded', 'false')
  })

  it('names a saved path by its record (one read), and Home as Home', async () => {
    const id = await idOf('categories', 'Курсы')
    await open(`/category/${String(id)}`)
    expect(await screen.findByText('Категория «Курсы»')).toBeInTheDocument()
    expect(calls.filter((call) => call.endsWith(`/admin/categories/${String(id)}`))).toHaveLength(1)
    // No search until the admin opens the list.
    expect(calls.some((call) => call.includes('?'))).toBe(false)
  })

  it('says a deleted target is deleted and offers another', async () => {
    const user = userEvent.setup()
    await open('/category/999')
    expect(await screen.findByText('Удалённая категория')).toBeInTheDocument()
    const box = await picker()
    expect(box).toHaveAccessibleDescription(/Этой страницы больше нет/)
    await user.click(screen.getByRole('button', { name: 'Выбрать другую' }))
    expect(box).toHaveFocus()
    await user.click(await screen.findByRole('option', { name: 'Главная' }))
    expect(stored()).toHaveTextContent('/')
    await waitFor(() => expect(box).toHaveAccessibleDescription(/^Главная Начните вводить/))
    expect(screen.queryByText('Удалённая категория')).not.toBeInTheDocument()
  })

  it('shows a path that leads to no category or section as an address to replace', async () => {
    await open('/admin')
    expect(await screen.findByText('Адрес «/admin»')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Выбрать другую' })).toBeInTheDocument()
  })

  it("shows the field's error (a 422's, or the form's) on the picker", async () => {
    await open('/section/999', 'ru', 'Ссылка ведёт на удалённую страницу')
    const box = await picker()
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'))
    expect(box).toHaveAccessibleDescription(/Ссылка ведёт на удалённую страницу/)
    expect(await screen.findByText('Удалённый раздел')).toBeInTheDocument()
  })

  it('speaks English to an English-speaking admin', async () => {
    const user = userEvent.setup()
    const id = await idOf('sections', 'Форум выпускников')
    await open(`/section/${String(id)}`, 'en')
    expect(await screen.findByText('Section “Форум выпускников”')).toBeInTheDocument()
    const box = await screen.findByRole('combobox', { name: 'Page in the hub' })
    await user.click(box)
    expect(await screen.findByRole('option', { name: 'Home' })).toBeInTheDocument()
    expect(await screen.findByRole('group', { name: 'Categories' })).toBeInTheDocument()
  })
})
