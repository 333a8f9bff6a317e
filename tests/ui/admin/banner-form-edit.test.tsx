import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { BannersScreen } from '@/features/admin/banners/banners-screen'
import { savedFirstByAnother } from '@stories/admin/another-admin'
import { serveFreshMockApi } from '../support/mock-api-server'
import { chooseRowAction } from '../support/row-menu'
import { API, renderAdmin } from './admin-harness'

/**
 * The banners' in-list form on the one edit controller (useRecordEdit): the edited banner is the
 * list's record (its version sent, so an edit conflict is caught), a save closes the form, and a
 * banner deleted while its form is open closes the form rather than turning it into a new banner's.
 */

const { server, api } = serveFreshMockApi()
const storedBanner = (index: number) => api().store.read((data) => structuredClone(data.apps.demo!.banners[index]!))
const form = () => screen.getByRole('form', { name: /Баннер 2|Новый баннер/ })

async function editSecond() {
  const user = userEvent.setup()
  await renderAdmin('/demo/admin/banner', () => <BannersScreen />)
  await chooseRowAction(user, 'Баннер 2', 'Изменить')
  const name = await screen.findByRole('textbox', { name: /Название \(видно только вам\)/ })
  return { user, name }
}

describe("the banners' in-list form", { timeout: 60_000 }, () => {
  it('saves the banner it opened with its version, closes, and the carousel is back', async () => {
    const sent: { version?: number }[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT' && request.url.includes('/admin/banners/'))
        void request
          .clone()
          .json()
          .then((body) => sent.push(body as { version?: number }))
    })
    const { user, name } = await editSecond()
    expect(screen.queryByRole('region', { name: /Карусель/ })).toBeNull()
    await user.type(name, 'Летняя')
    await user.click(screen.getByRole('button', { name: 'Сохранить' }))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull())
    expect(await screen.findByRole('button', { name: 'Действия: «Летняя»' })).toBeInTheDocument()
    expect((await storedBanner(1)).name).toBe('Летняя')
    // The version the list read it at (the seed's first), as every edit screen sends.
    expect(sent[0]?.version).toBe(1)
  })

  it('catches an edit conflict like every edit screen', async () => {
    server.use(http.put(`${API}/admin/banners/:id`, ({ request }) => savedFirstByAnother(request), { once: true }))
    const { user, name } = await editSecond()
    await user.type(name, 'Моя')
    await user.click(screen.getByRole('button', { name: 'Сохранить' }))
    expect(await screen.findByRole('dialog', { name: 'Запись изменили, пока вы её редактировали' })).toBeInTheDocument()
    // The form stays open under the dialog, with the admin's values.
    expect(name).toHaveValue('Моя')
  })

  it('a banner deleted elsewhere while its form is open closes the form instead of turning it into a new one', async () => {
    const { user } = await editSecond()
    expect(form()).toBeInTheDocument()
    // Another admin deletes it; the list is read again after this admin hides the first banner.
    await api().store.write((data) => void data.apps.demo!.banners.splice(1, 1))
    await chooseRowAction(user, 'Баннер 1', 'Скрыть')
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /Название \(видно только вам\)/ })).toBeNull())
    expect(screen.queryByRole('heading', { name: 'Новый баннер' })).toBeNull()
    expect(await screen.findByRole('region', { name: /Карусель/ })).toBeInTheDocument()
  })
})
