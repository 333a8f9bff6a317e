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
    expect(within(list).getByRole('heading')).toHaveTextContent(/Анна Смирнова создал\(а\)/)
  })

  it("the theme's form: its entries", async () => {
    await renderAdmin('/demo/admin/theme', () => <ThemeScreen />)
    const list = await openPanel()
    expect(within(list).getByRole('heading')).toHaveTextContent(/Анна Смирнова изменил\(а\)/)
  })

  it("the floating button's form: the panel, empty", async () => {
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/floating-button', () => <FloatingButtonScreen />)
    await user.click(await screen.findByRole('heading', { level: 2, name: 'История' }))
    expect(await screen.findByText('Изменений нет')).toBeInTheDocument()
  })
})
