import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { WelcomeGateScreen } from '@/features/admin/welcome-gate/welcome-gate-screen'
import { mockApi, mockApiWith, refusing, savingHandler, seedWith } from '../support/mock-api'
import { adminParameters, atSize, withAdminChrome } from './screen-sizes'
import { errorStory, loadingStory } from './admin-story'

/** Issue 27: the welcome gate a join request to the hub's channel opens, with its live preview (the demo's gate is on). */
const meta = {
  title: 'Admin/WelcomeGate/Screen',
  component: WelcomeGateScreen,
  decorators: [withAdminChrome],
  parameters: { ...adminParameters, route: '/demo/admin/welcome-gate', msw: mockApi() },
} satisfies Meta<typeof WelcomeGateScreen>

export default meta
type Story = StoryObj<typeof meta>

const titleField = (canvasElement: HTMLElement) => within(canvasElement).findByRole('textbox', { name: /^Заголовок/ })
const summary = (canvasElement: HTMLElement) => within(canvasElement).findByRole('alert', { name: 'Исправьте ошибки в форме' })

/** The demo's gate: rules, a link to read first, "I accept"; the preview draws it as visitors see it. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await titleField(canvasElement)).toHaveValue('Добро пожаловать в канал школы «Код»')
    const preview = within(canvas.getByRole('group', { name: 'Приветствие для заявок' }))
    await expect(preview.getByRole('heading', { name: 'Добро пожаловать в канал школы «Код»' })).toBeVisible()
    await expect(preview.getByRole('checkbox', { name: 'Я принимаю правила' })).toBeVisible()
  },
}

/** A hub that never set its gate: off and empty; the preview says what people joining see instead. */
export const Empty: Story = {
  parameters: {
    msw: mockApi(
      seedWith((data) => {
        data.apps.demo!.welcomeGate = { enabled: false, title: '', text: '', links: [], requireAccept: false, notNow: 'queue' }
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await titleField(canvasElement)).toHaveValue('')
    await expect(canvas.getByText(/Приветствие выключено/)).toBeVisible()
    await expect(canvas.getByText(/Ссылок нет/)).toBeVisible()
  },
}

export const Loading: Story = loadingStory()

export const Error: Story = errorStory('Приветствие не загрузилось')

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.clear(await titleField(canvasElement))
    await userEvent.clear(canvas.getByRole('textbox', { name: /^Правила/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }))
    const errors = within(await summary(canvasElement))
    await expect(errors.getByRole('link', { name: 'Заголовок: Обязательно, пока приветствие включено' })).toBeVisible()
    await expect(errors.getByRole('link', { name: 'Правила: Обязательно, пока приветствие включено' })).toBeVisible()
  },
}

/** The server refuses a link's address: its error on the link's field. */
export const Server422: Story = {
  parameters: { msw: mockApiWith([refusing('put', '/admin/welcome-gate', { 'links.0.url': ['Invalid url'] })]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await titleField(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }))
    await summary(canvasElement)
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Адрес/ })).toHaveAttribute('aria-invalid', 'true'))
  },
}

export const Saving: Story = {
  parameters: { msw: mockApiWith([savingHandler('put', '/admin/welcome-gate')]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await titleField(canvasElement)
    const save = canvas.getByRole('button', { name: 'Сохранить' })
    await userEvent.click(save)
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'))
  },
}

/** A backend without the gate (404): the capability's one notice, no form. */
export const Unsupported: Story = {
  parameters: {
    msw: mockApiWith([http.get('*/api/admin/welcome-gate', () => HttpResponse.json({ message: 'Not found' }, { status: 404 }))]),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Приветствие для заявок недоступно')).toBeVisible()
  },
}

export const English: Story = {
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('textbox', { name: /^Title/ })).toBeVisible()
    await expect(canvas.getByRole('radio', { name: /Leave the request pending/ })).toBeChecked()
  },
}

export const Dark: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: { theme: 'dark' } }

export const Phone: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: atSize('phone') }
