import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { DashboardScreen } from '@/features/admin/dashboard/dashboard-screen'
import { WelcomeGateScreen } from '@/features/admin/welcome-gate/welcome-gate-screen'
import type { AdminRoleName } from '@/api/contract/plain/admin-roles'
import { serveFreshMockApi } from '../support/mock-api-server'
import { API, renderAdmin } from './admin-harness'

/** Issue 27: the admin's welcome gate screen against the mock API's demo seed (its gate is on, with a link and "I accept"). */

const { api, server } = serveFreshMockApi()
const open = (role?: AdminRoleName) => renderAdmin('/demo/admin/welcome-gate', () => <WelcomeGateScreen />, role ? { role } : {})
const notFound = () => HttpResponse.json({ message: 'Not found' }, { status: 404 })
const stored = () => api().store.read((data) => data.apps.demo!.welcomeGate)
const preview = () => screen.getByRole('group', { name: 'Приветствие для заявок' })
const save = () => screen.getByRole('button', { name: 'Сохранить' })

describe('welcome gate screen (issue 27)', { timeout: 60_000 }, () => {
  it('loads the stored gate into the form and the live preview, which follows what is typed', async () => {
    const user = userEvent.setup()
    await open()
    const title = await screen.findByRole('textbox', { name: /^Заголовок/ })
    expect(title).toHaveValue('Добро пожаловать в канал школы «Код»')
    expect(screen.getByRole('switch', { name: /Показывать приветствие/ })).toBeChecked()
    expect(screen.getByRole('textbox', { name: /^Название/ })).toHaveValue('Правила сообщества')
    expect(screen.getByRole('radio', { name: /Оставить заявку/ })).toBeChecked()
    const view = within(preview())
    expect(view.getByRole('heading', { name: 'Добро пожаловать в канал школы «Код»' })).toBeInTheDocument()
    expect(view.getByText('Правила сообщества')).toBeInTheDocument()
    expect(view.getByRole('checkbox', { name: 'Я принимаю правила' })).toBeInTheDocument()

    await user.clear(title)
    await user.type(title, 'Привет!')
    await user.click(screen.getByRole('switch', { name: /Флажок «Я принимаю правила»/ }))
    expect(view.getByRole('heading', { name: 'Привет!' })).toBeInTheDocument()
    expect(view.queryByRole('checkbox')).toBeNull()
    await user.click(screen.getByRole('switch', { name: /Показывать приветствие/ }))
    expect(view.getByText(/Приветствие выключено/)).toBeInTheDocument()
  })

  it('saves through the form machinery: the values and the version reach the API, and the history records it', async () => {
    const user = userEvent.setup()
    await open()
    const text = await screen.findByRole('textbox', { name: /^Правила/ })
    await user.clear(text)
    await user.type(text, 'Без спама.')
    await user.click(screen.getByRole('button', { name: 'Добавить ссылку' }))
    const titles = screen.getAllByRole('textbox', { name: /^Название/ })
    const urls = screen.getAllByRole('textbox', { name: /^Адрес/ })
    await user.type(titles[1]!, 'Чат курса')
    await user.type(urls[1]!, 'tg://resolve?domain=kod_chat')
    await user.click(screen.getByRole('radio', { name: /Отклонить заявку/ }))
    await user.click(save())
    expect(await screen.findByText('Приветствие сохранено')).toBeInTheDocument()
    expect(await stored()).toMatchObject({
      enabled: true,
      text: 'Без спама.',
      notNow: 'decline',
      requireAccept: true,
      version: 2,
      links: [
        { title: 'Правила сообщества', url: expect.stringMatching(/\/rules$/) as unknown },
        { title: 'Чат курса', url: 'tg://resolve?domain=kod_chat' },
      ],
    })
    const entry = await api().store.read((data) => data.apps.demo!.auditLog?.at(-1))
    expect(entry).toMatchObject({ resource: 'welcomeGate', action: 'update' })
  })

  it("an empty title while the gate is on is refused on its field (the contract's rule, in the form)", async () => {
    const user = userEvent.setup()
    await open()
    await user.clear(await screen.findByRole('textbox', { name: /^Заголовок/ }))
    await user.click(save())
    const summary = await screen.findByRole('alert', { name: 'Исправьте ошибки в форме' })
    expect(within(summary).getByRole('link', { name: /Заголовок: Обязательно, пока приветствие включено/ })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /^Заголовок/ })).toHaveAttribute('aria-invalid', 'true')
  })

  it("a server's 422 lands on its field (links.0.url)", async () => {
    server.use(
      http.put(`${API}/admin/welcome-gate`, () =>
        HttpResponse.json({ message: 'The given data was invalid.', errors: { 'links.0.url': ['Invalid url'] } }, { status: 422 }),
      ),
    )
    const user = userEvent.setup()
    await open()
    await screen.findByRole('textbox', { name: /^Заголовок/ })
    await user.click(save())
    await screen.findByRole('alert', { name: 'Исправьте ошибки в форме' })
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Адрес/ })).toHaveAttribute('aria-invalid', 'true'))
    expect(await stored()).toMatchObject({ notNow: 'queue' })
  })

  it('a gate saved by someone else meanwhile opens the edit conflict', async () => {
    const user = userEvent.setup()
    await open()
    const title = await screen.findByRole('textbox', { name: /^Заголовок/ })
    await api().store.write((data) => {
      const gate = data.apps.demo!.welcomeGate
      data.apps.demo!.welcomeGate = { ...gate, title: 'Их заголовок', version: (gate.version ?? 1) + 1 }
    })
    await user.type(title, '!')
    await user.click(save())
    expect(await screen.findByRole('dialog', { name: 'Запись изменили, пока вы её редактировали' })).toBeInTheDocument()
  })

  it('an editor or analyst reads it without saving (PUT is the owner’s)', async () => {
    await api().store.write((data) => {
      data.apps.demo!.admins[0]!.role = 'editor'
    })
    await open('editor')
    await screen.findByRole('textbox', { name: /^Заголовок/ })
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull()
  })

  it('a backend without the gate (404): the notice on the screen, and the index row marked, not a link', async () => {
    server.use(http.get(`${API}/admin/welcome-gate`, notFound))
    const view = await open()
    expect(await screen.findByText('Приветствие для заявок недоступно')).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: /^Заголовок/ })).toBeNull()
    view.unmount()
    await renderAdmin('/demo/admin', () => <DashboardScreen />)
    const nav = await screen.findByRole('navigation', { name: 'Разделы' })
    expect(await within(nav).findByText('сервер не отвечает на заявки')).toBeInTheDocument()
    expect(within(nav).queryByRole('link', { name: /Приветствие для заявок/ })).toBeNull()
  })
})
