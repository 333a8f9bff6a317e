import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { seedData } from '@mock-api/store/seed'
import { BannersScreen } from '@/features/admin/banners/banners-screen'
import { CategoryListScreen } from '@/features/admin/categories/category-list-screen'
import { MaterialsListScreen } from '@/features/admin/materials/materials-list-screen'
import { PopupListScreen } from '@/features/admin/popups/popup-list-screen'
import { PopupEditScreen } from '@/features/admin/popups/popup-screens'
import { serveFreshMockApi } from '../support/mock-api-server'
import { renderAdmin } from './admin-harness'

/** The lists' audience badges (issue 27): "Участники" / "Тизер" beside members-only and outsiders-only records, nothing for everyone. */

/** The demo seed, with its first banner members-only and hidden. */
function withMembersBanner() {
  const data = seedData()
  Object.assign(data.apps.demo!.banners[0]!, { audience: 'members', lockedDisplay: 'hidden' })
  return data
}

const { api } = serveFreshMockApi(withMembersBanner)

/** The list row (its link, or its button that opens the editor) whose name starts with `title`. */
const row = (role: 'link' | 'button', title: string) => screen.findByRole(role, { name: new RegExp(`^${title}`) })

describe('audience badges', { timeout: 60_000 }, () => {
  it('category rows: members-only ones say so, with how outsiders meet them', async () => {
    await renderAdmin('/demo/admin/category', () => <CategoryListScreen search={{}} onSearchChange={() => undefined} />)
    const club = await row('link', 'Клуб участников')
    expect(within(club).getByText('Участники')).toHaveAttribute('title', 'Видят только участники канала; остальные видят название и замок')
    expect(within(await row('link', 'Чат участников')).getByText('Участники')).toHaveAttribute(
      'title',
      'Видят только участники канала; остальным запись не видна',
    )
    expect(within(await row('link', 'Эфиры и записи')).queryByText('Участники')).not.toBeInTheDocument()
  })

  it('material rows: members and teaser badges', async () => {
    await renderAdmin('/demo/admin/materials', () => <MaterialsListScreen search={{ q: 'эфир' }} onSearchChange={() => undefined} />)
    expect(within(await row('link', 'Запись эфира: разбор портфолио')).getByText('Участники')).toBeInTheDocument()
    expect(within(await row('link', 'Вступите в канал')).getByText('Тизер')).toBeInTheDocument()
  })

  it('banner rows: a members-only banner', async () => {
    await renderAdmin('/demo/admin/banner', () => <BannersScreen />)
    const carousel = await screen.findByRole('list', { name: 'Порядок баннеров' })
    await waitFor(() => expect(within(carousel).getAllByText('Участники')).toHaveLength(1))
  })

  it("popup editor: a button's badge follows its audience as it is edited", async () => {
    const popup = await api().store.read((data) => data.apps.demo!.popups.find((p) => p.title === 'Дизайн интерфейсов')!)
    const user = userEvent.setup()
    await renderAdmin(`/demo/admin/popup/edit/${String(popup.id)}`, () => <PopupEditScreen id={popup.id} />)
    const buttons = await screen.findByRole('group', { name: 'Кнопки' })
    await waitFor(() => expect(within(buttons).getAllByText('Участники', { selector: '[title]' })).toHaveLength(1))
    expect(within(buttons).queryByText('Тизер')).not.toBeInTheDocument()
    const [first] = await within(buttons).findAllByRole('radiogroup', { name: 'Кто видит' })
    await user.click(within(first!).getByRole('radio', { name: 'Не участники' }))
    expect(await within(buttons).findByText('Тизер')).toBeInTheDocument()
  })

  it('popup rows: a badge where some buttons are for members or outsiders only, with how many', async () => {
    // One button of the welcome popup made a teaser: that row says so too.
    await api().store.write((data) => {
      const app = data.apps.demo!
      const welcome = app.popups.find((p) => p.name === 'Приветствие новичков')!
      const design = app.popups.find((p) => p.name === 'Курс по дизайну')!
      const own = welcome.buttonIds.find((id) => !design.buttonIds.includes(id))
      app.buttons.find((button) => button.id === own)!.audience = 'outsiders'
    })
    await renderAdmin('/demo/admin/popup', () => <PopupListScreen search={{}} onSearchChange={() => undefined} />)
    const design = await row('link', 'Курс по дизайну')
    expect(within(design).getByText('Кнопки для участников')).toHaveAttribute('title', 'Кнопок только для участников канала: 1')
    expect(within(design).queryByText('Кнопки-тизеры')).not.toBeInTheDocument()
    const welcome = await row('link', 'Приветствие новичков')
    expect(within(welcome).getByText('Кнопки-тизеры')).toHaveAttribute('title', 'Кнопок только для не участников канала: 1')
    expect(within(welcome).queryByText('Кнопки для участников')).not.toBeInTheDocument()
  })
})
