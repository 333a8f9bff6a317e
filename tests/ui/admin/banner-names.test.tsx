import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { BannersScreen } from '@/features/admin/banners/banners-screen'
import { serveFreshMockApi } from '../support/mock-api-server'
import { chooseRowAction, rowMenuButton } from '../support/row-menu'
import { API, renderAdmin } from './admin-harness'

const { server, api } = serveFreshMockApi()

/** Banners named by the admin ("видно только вам"): the list, its labels and the store use the name; without one, the place. */
describe('banner names', { timeout: 60_000 }, () => {
  it('a name typed in the form is saved and names the banner in the list', async () => {
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/banner', () => <BannersScreen />)
    await chooseRowAction(user, 'Баннер 2', 'Изменить')
    const name = await screen.findByRole('textbox', { name: /Название \(видно только вам\)/ })
    await user.type(name, 'Весенняя акция')
    await user.click(screen.getByRole('button', { name: 'Сохранить' }))
    expect(await screen.findByRole('button', { name: 'Действия: «Весенняя акция»' }, { timeout: 10_000 })).toBeInTheDocument()
    expect(within(screen.getByRole('list', { name: 'Порядок баннеров' })).getByText('Весенняя акция')).toBeInTheDocument()
    const stored = await api().store.read((data) => data.apps.demo!.banners[1]!.name)
    expect(stored).toBe('Весенняя акция')
  })

  it('a backend whose views have no name: banners are named by their place, as before', async () => {
    server.use(
      http.get(`${API}/admin/banners`, () =>
        HttpResponse.json({
          data: [1, 2].map((id) => ({
            id,
            is_active: true,
            image_id: null,
            image: null,
            visible_from: null,
            visible_until: null,
            links: [],
            version: 1,
          })),
          meta: { total: 2, offset: 0, limit: 1000, order_version: 1 },
        }),
      ),
    )
    await renderAdmin('/demo/admin/banner', () => <BannersScreen />)
    expect(await rowMenuButton('Баннер 2')).toBeInTheDocument()
    expect(within(screen.getByRole('list', { name: 'Порядок баннеров' })).getByText('Баннер 1')).toBeInTheDocument()
  })
})
