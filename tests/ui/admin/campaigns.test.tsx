import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { CampaignsScreen } from '@/features/admin/campaigns/campaigns-screen'
import { serveMockApi } from '../support/mock-api-server'
import { API, renderAdmin } from './admin-harness'

/** Issue 26: the owner's campaign links and the hub's sharing switches, against the mock API's demo seed. */

const server = serveMockApi()
const open = () => renderAdmin('/demo/admin/campaigns', () => <CampaignsScreen />)
const notFound = () => HttpResponse.json({ message: 'Not found' }, { status: 404 })

describe('campaigns (issue 26)', { timeout: 60_000 }, () => {
  it('lists the current campaigns with where they lead and their counts; archived ones only on demand', async () => {
    await open()
    const list = await screen.findByRole('list', { name: 'Кампании и ссылки' })
    const vk = within(list).getByRole('listitem', { name: /Пост ВКонтакте 12 ноября/ })
    expect(within(vk).getByText('Категория: Курсы')).toBeInTheDocument()
    expect(await within(vk).findByRole('group', { name: 'За последние 30 дней' })).toBeInTheDocument()
    expect(within(list).queryByRole('listitem', { name: /Весенняя акция/ })).toBeNull()
    await userEvent.click(screen.getByRole('switch', { name: 'Показать архивные' }))
    const archived = await screen.findByRole('listitem', { name: /Весенняя акция/ })
    expect(within(archived).getByText('в архиве')).toBeInTheDocument()
  })

  it('creates a campaign to a section picked by name, shows its link, and refuses a missing target with the field’s error', async () => {
    const user = userEvent.setup()
    await open()
    await user.click(await screen.findByRole('button', { name: 'Новая кампания' }))
    const form = screen.getByRole('form', { name: 'Новая кампания' })
    await user.type(within(form).getByRole('textbox', { name: 'Название' }), 'Рассылка: декабрь')
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Куда ведёт' }), 'Раздел')
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }))
    expect(await within(form).findByRole('combobox', { name: 'Какая' })).toHaveAttribute('aria-invalid', 'true')
    await within(form).findByRole('option', { name: 'Ближайшие вебинары' })
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Какая' }), 'Ближайшие вебинары')
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }))
    const row = await screen.findByRole('listitem', { name: /Рассылка: декабрь/ })
    expect(within(row).getByText('Раздел: Ближайшие вебинары')).toBeInTheDocument()
    await user.click(within(row).getByRole('button', { name: 'Ссылка и QR' }))
    expect(await within(row).findByText(/^https:\/\/t\.me\/kod_school_bot\/hub\?startapp=demo__section_\d+__c_[A-Za-z0-9]+$/)).toBeVisible()
    expect(await within(row).findByRole('img', { name: 'QR-код ссылки' })).toBeInTheDocument()
  })

  it('archives a campaign, and deletes one only once confirmed', async () => {
    const user = userEvent.setup()
    await open()
    const pin = await screen.findByRole('listitem', { name: /Закреп в канале/ })
    await user.click(within(pin).getByRole('button', { name: 'В архив' }))
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /Закреп в канале/ })).toBeNull())
    const mail = screen.getByRole('listitem', { name: /Рассылка: вебинары/ })
    await user.click(within(mail).getByRole('button', { name: 'Удалить' }))
    await user.click(within(await screen.findByRole('dialog', { name: /Удалить кампанию/ })).getByRole('button', { name: 'Удалить' }))
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /Рассылка: вебинары/ })).toBeNull())
  })

  it('turns the hub’s sharing off with its switch', async () => {
    let sent: unknown = null
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT' && request.url.endsWith('/admin/navigation'))
        void request
          .clone()
          .json()
          .then((body) => (sent = body))
    })
    await open()
    const toggle = await screen.findByRole('switch', { name: /Посетители могут делиться экранами/ })
    expect(toggle).toBeChecked()
    await userEvent.click(toggle)
    await waitFor(() => expect(sent).toMatchObject({ sharing_enabled: false }))
    await waitFor(() => expect(screen.getByRole('switch', { name: /Посетители могут делиться экранами/ })).not.toBeChecked())
    server.events.removeAllListeners()
  })

  it('says so on a backend without campaigns or hub switches (404)', async () => {
    server.use(http.get(`${API}/admin/campaigns`, notFound), http.get(`${API}/admin/navigation`, notFound))
    await open()
    expect(await screen.findByText('Кампании недоступны')).toBeInTheDocument()
    expect(screen.getByText(/Этот сервер не хранит эти настройки/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Новая кампания' })).toBeNull()
  })
})
