import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { seedData } from '@mock-api/store/seed'
import { withDemoHistory } from '@mock-api/store/seed-history'
import { BannersScreen } from '@/features/admin/banners/banners-screen'
import { FloatingButtonScreen } from '@/features/admin/floating-button/floating-button-screen'
import { ThemeScreen } from '@/features/admin/theme/theme-screen'
import { serveMockApi } from '../support/mock-api-server'
import { chooseRowAction } from '../support/row-menu'
import { renderAdmin } from './admin-harness'

serveMockApi(withDemoHistory(seedData()))

async function openPanel() {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('heading', { level: 2, name: 'История' }))
  return screen.findByRole('list', { name: 'Изменения, сначала новые' })
}

describe('the History panel on the banner, theme and floating-button screens', { timeout: 60_000 }, () => {
  it("a banner's form: its entries", async () => {
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/banner', () => <BannersScreen />)
    expect(screen.queryByRole('heading', { level: 2, name: 'История' })).toBeNull()
    await chooseRowAction(user, 'Баннер 2', 'Изменить')
    const list = await openPanel()
    expect(within(within(list).getAllByRole('article')[0]!).getByRole('heading')).toHaveTextContent(/^Баннер .+ · создан · Анна Смирнова$/)
  })

  it("the theme's form: its entries", async () => {
    await renderAdmin('/demo/admin/theme', () => <ThemeScreen />)
    const list = await openPanel()
    expect(within(within(list).getAllByRole('article')[0]!).getByRole('heading')).toHaveTextContent(/^Тема .+ · изменена · Анна Смирнова$/)
  })

  it("the floating button's form: the panel, empty", async () => {
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/floating-button', () => <FloatingButtonScreen />)
    await user.click(await screen.findByRole('heading', { level: 2, name: 'История' }))
    expect(await screen.findByText('Изменений нет')).toBeInTheDocument()
  })
})

describe('History values', { timeout: 60_000 }, () => {
  it("draw a theme's colour as a swatch beside its code, not a quoted hex", async () => {
    await renderAdmin('/demo/admin/theme', () => <ThemeScreen />)
    const list = await openPanel()
    const row = within(list).getByRole('row', { name: /Цвет фона/ })
    expect(row).toHaveTextContent('#3390ec')
    expect(row).not.toHaveTextContent('«#3390ec»')
    expect(row.querySelectorAll('[aria-hidden="true"][style*="background"]')).toHaveLength(2)
  })
})
