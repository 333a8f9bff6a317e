import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { seedData } from '@mock-api/store/seed'
import { BannersScreen } from '@/features/admin/banners/banners-screen'
import { PopupEditScreen } from '@/features/admin/popups/popup-screens'
import { serveFreshMockApi } from '../support/mock-api-server'
import { chooseRowAction } from '../support/row-menu'
import { renderAdmin } from './admin-harness'

/**
 * "Preview as member / outsider" on the previews of several records (issue 27): the banners'
 * carousel and the popup editor's sheet leave out what that viewer does not see, by the server's
 * rule, and say how many are locked or left out.
 */

/** The demo seed with its banners for three audiences: members-only hidden, a teaser, members-only locked. */
function withAudiences() {
  const data = seedData()
  const [first, second, third] = data.apps.demo!.banners
  Object.assign(first!, { audience: 'members', lockedDisplay: 'hidden' })
  Object.assign(second!, { audience: 'outsiders' })
  Object.assign(third!, { isActive: true, visibleFrom: null, visibleUntil: null, audience: 'members', lockedDisplay: 'locked' })
  return data
}

const { api } = serveFreshMockApi(withAudiences)

const previewAs = () => screen.findByRole('radiogroup', { name: 'Посмотреть как' })
const carouselImages = async () =>
  within(await screen.findByRole('list', { name: 'Карусель на главной' }))
    .getAllByRole('img')
    .map((image) => image.getAttribute('src'))

describe('preview as member / outsider: banners and the popup sheet', { timeout: 60_000 }, () => {
  it("the banners' carousel: an outsider sees the teaser and the locked one, a member the members' two", async () => {
    const [first, second, third] = await api().store.read((data) => data.apps.demo!.banners.map((banner) => banner.imageId))
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/banner', () => <BannersScreen />)
    const group = await previewAs()
    expect(within(group).getByRole('radio', { name: 'Не участник' })).toBeChecked()
    await waitFor(async () => expect(await carouselImages()).toHaveLength(2))
    const asOutsider = await carouselImages()
    expect(
      screen.getByText('С замком: 1 (нажатие предлагает вступить в канал). Не участникам не показано: 1 (только для участников канала).'),
    ).toBeInTheDocument()

    await user.click(within(group).getByRole('radio', { name: 'Участник канала' }))
    expect(await screen.findByText('Участникам канала не показано: 1 (тизеры для не участников).')).toBeInTheDocument()
    const asMember = await carouselImages()
    expect(asMember).toHaveLength(2)
    // The locked one is in both, last; the first differs: the teaser for outsiders, the hidden members' one for members.
    expect(asMember[1]).toBe(asOutsider[1])
    expect(asMember[0]).not.toBe(asOutsider[0])
    expect(new Set([first, second, third]).size).toBe(3)
  })

  it('the banner form: the carousel follows the edited banner’s audience', async () => {
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/banner', () => <BannersScreen />)
    await chooseRowAction(user, 'Баннер 3', 'Изменить')
    const audience = await screen.findByRole('radiogroup', { name: 'Кто видит' })
    await user.click(within(audience).getByRole('radio', { name: 'Все' }))
    // Now the locked one is for everyone: outsiders see two, members two, and nothing is locked.
    await waitFor(() => expect(screen.queryByText(/^С замком: \d/)).not.toBeInTheDocument())
    expect(await carouselImages()).toHaveLength(2)
    await user.click(within(await previewAs()).getByRole('radio', { name: 'Участник канала' }))
    await waitFor(async () => expect(await carouselImages()).toHaveLength(2))
    expect(screen.getByText('Участникам канала не показано: 1 (тизеры для не участников).')).toBeInTheDocument()
  })

  it('the popup sheet: a members-only button is drawn for an outsider while locked, and left out when hidden', async () => {
    const popup = await api().store.read((data) => data.apps.demo!.popups.find((p) => p.title === 'Дизайн интерфейсов')!)
    const user = userEvent.setup()
    await renderAdmin(`/demo/admin/popup/edit/${String(popup.id)}`, () => <PopupEditScreen id={popup.id} />)
    const group = await previewAs()
    const sheet = await screen.findByRole('group', { name: 'Дизайн интерфейсов' })
    expect(await within(sheet).findByRole('button', { name: 'Скачать макеты курса' })).toBeInTheDocument()
    expect(screen.getByText('С замком: 1 (нажатие предлагает вступить в канал).')).toBeInTheDocument()

    await user.click(within(group).getByRole('radio', { name: 'Участник канала' }))
    await waitFor(() => expect(screen.queryByText(/^С замком: \d/)).not.toBeInTheDocument())
    expect(within(sheet).getByRole('button', { name: 'Скачать макеты курса' })).toBeInTheDocument()

    // The button made hidden for outsiders: an outsider no longer sees it, and the line says so.
    const buttons = screen.getByRole('group', { name: 'Кнопки' })
    const outsidersSee = await within(buttons).findAllByRole('radiogroup', { name: 'Не участники видят' })
    expect(outsidersSee).toHaveLength(1)
    await user.click(within(outsidersSee[0]!).getByRole('radio', { name: 'Ничего' }))
    await user.click(within(group).getByRole('radio', { name: 'Не участник' }))
    await waitFor(() => expect(within(sheet).queryByRole('button', { name: 'Скачать макеты курса' })).not.toBeInTheDocument())
    expect(screen.getByText('Не участникам не показано: 1 (только для участников канала).')).toBeInTheDocument()
  })

  it('the popup sheet: a listed members-only material is its title alone for an outsider, left out when hidden; whole for a member', async () => {
    const popup = await api().store.write((data) => {
      const app = data.apps.demo!
      Object.assign(
        app.materials.find((m) => m.title === 'Основы JavaScript')!,
        { audience: 'members', lockedDisplay: 'locked' },
      )
      Object.assign(
        app.materials.find((m) => m.title === 'Git за один вечер')!,
        { audience: 'members', lockedDisplay: 'hidden' },
      )
      return app.popups.find((p) => p.name === 'Приветствие новичков')!
    })
    const user = userEvent.setup()
    await renderAdmin(`/demo/admin/popup/edit/${String(popup.id)}`, () => <PopupEditScreen id={popup.id} />)
    const group = await previewAs()
    const sheet = await screen.findByRole('group', { name: popup.title! })
    await within(sheet).findByText('Основы JavaScript')
    expect(within(sheet).queryByText(/^12 уроков/)).not.toBeInTheDocument()
    expect(within(sheet).queryByText('Git за один вечер')).not.toBeInTheDocument()
    expect(within(sheet).getByText('Шпаргалка по терминалу')).toBeInTheDocument()
    expect(screen.getByText(/^С замком: 1 .*Не участникам не показано: 1/)).toBeInTheDocument()

    await user.click(within(group).getByRole('radio', { name: 'Участник канала' }))
    expect(await within(sheet).findByText('Git за один вечер')).toBeInTheDocument()
    expect(within(sheet).getByText(/^12 уроков/)).toBeInTheDocument()
    expect(screen.queryByText(/^С замком: \d/)).not.toBeInTheDocument()
  })
})
