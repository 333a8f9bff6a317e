import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ThemeScreen } from '@/features/admin/theme/theme-screen'
import { emptyApi, failingApi, mockApi, mockApiWith, refusing, savingHandler, seedWith } from '../support/mock-api'
import { choose } from './choose'
import { adminParameters, atSize, withAdminChrome } from './screen-sizes'
import { loadingStory } from './admin-story'

const meta = {
  title: 'Admin/Theme/Screen',
  component: ThemeScreen,
  decorators: [withAdminChrome],
  parameters: { ...adminParameters, route: '/demo/admin/theme', msw: mockApi() },
} satisfies Meta<typeof ThemeScreen>

export default meta
type Story = StoryObj<typeof meta>

const preview = (canvasElement: HTMLElement) => within(canvasElement).findByRole('img', { name: /Хаб в этой теме/ })

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('radio', { name: /Светлая/ })).toBeChecked()
    await expect(canvas.getByRole('textbox', { name: /Цвет акцента/ })).toHaveValue('#2481cc')
    await expect(await preview(canvasElement)).toHaveAttribute('data-theme-preview', 'light')
    const others = canvas.getByRole('list', { name: 'Другие сохранённые темы' })
    await expect(within(others).getByText('Тема 2')).toBeVisible()
    await expect(within(others).getByText('Тёмная')).toBeVisible()
  },
}

/** Another saved theme's colours taken into the form: the preview follows, and saving makes them the hub's. */
export const TakeOtherTheme: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const others = await canvas.findByRole('list', { name: 'Другие сохранённые темы' })
    await userEvent.click(within(others).getByRole('button', { name: 'Действия: «Тема 2»' }))
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Взять её цвета' }))
    await expect(canvas.getByRole('textbox', { name: /Цвет акцента/ })).toHaveValue('#8774e1')
    await expect(canvas.getByRole('radio', { name: /Тёмная/ })).toBeChecked()
    await waitFor(() => expect(canvas.getByRole('img', { name: /Хаб в этой теме/ })).toHaveAttribute('data-theme-preview', 'dark'))
    // The notice says so (it may already be leaving by the time this looks: found is enough).
    await expect(await within(document.body).findByText(/Цвета темы «Тема 2» в форме/)).toBeInTheDocument()
  },
}

/** Another saved theme deleted through the one delete flow (confirmed; Undo on the notice): its list goes with it. */
export const DeleteOtherTheme: Story = {
  parameters: { msw: mockApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const others = await canvas.findByRole('list', { name: 'Другие сохранённые темы' })
    await userEvent.click(within(others).getByRole('button', { name: 'Действия: «Тема 2»' }))
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Удалить' }))
    const dialog = await within(document.body).findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: /Удалить/ }))
    await waitFor(() => expect(canvas.queryByRole('list', { name: 'Другие сохранённые темы' })).not.toBeInTheDocument())
    await expect(canvas.getByRole('textbox', { name: /Цвет акцента/ })).toHaveValue('#2481cc')
    // The question has gone (its closing slide ends with the story).
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument())
  },
}

export const LivePreview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await choose(await canvas.findByRole('radio', { name: /Тёмная/ }))
    const accent = canvas.getByRole('textbox', { name: /Цвет акцента/ })
    await userEvent.clear(accent)
    await userEvent.type(accent, '#c2410c')
    const shown = await preview(canvasElement)
    await waitFor(() => expect(shown).toHaveAttribute('data-theme-preview', 'dark'))
    await expect(shown).toHaveClass('dark')
    await expect(shown.style.getPropertyValue('--hub-accent')).toBe('#c2410c')
    // The page itself keeps its theme until the theme is saved.
    await expect(document.documentElement).not.toHaveClass('dark')
  },
}

export const Empty: Story = {
  parameters: {
    msw: emptyApi('themes'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/Темы ещё нет/)).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: /Цвет акцента/ })).toHaveValue('#000000')
    await expect(canvas.getByRole('button', { name: 'Сохранить тему' })).toBeVisible()
  },
}

export const Loading: Story = loadingStory()

export const Error: Story = {
  parameters: { msw: failingApi() },
  play: async ({ canvasElement }) => {
    const title = await within(canvasElement).findByText('Не удалось загрузить тему')
    const alert = title.closest<HTMLElement>('[role="alert"]')!
    await expect(alert).toHaveTextContent('Сервер ответил с ошибкой')
    await expect(within(alert).getByRole('button', { name: 'Повторить' })).toBeEnabled()
  },
}

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const accent = await canvas.findByRole('textbox', { name: /Цвет акцента/ })
    await userEvent.clear(accent)
    await userEvent.type(accent, '#12')
    const text = canvas.getByRole('textbox', { name: /Цвет текста/ })
    await userEvent.clear(text)
    await userEvent.type(text, 'white')
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }))
    const summary = await canvas.findByRole('alert', { name: 'Исправьте ошибки в форме' })
    await expect(within(summary).getAllByRole('link')).toHaveLength(2)
    await expect(accent).toHaveAttribute('aria-invalid', 'true')
  },
}

export const LowContrast: Story = {
  // The preview shows the hard-to-read accent on purpose: that is what the warning is about.
  parameters: { a11y: { context: { exclude: ['[data-theme-preview]'] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const text = await canvas.findByRole('textbox', { name: /Цвет текста/ })
    await userEvent.clear(text)
    await userEvent.type(text, '#3a8fd6')
    await expect(await canvas.findByText(/будет плохо читаться/)).toBeVisible()
  },
}

export const Server422: Story = {
  parameters: {
    msw: mockApiWith([refusing('put', '/admin/themes/:id', { background_color: ['Colour must be 7 characters: # and 6 hex digits'] })]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await choose(await canvas.findByRole('radio', { name: /Тёмная/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }))
    const summary = await canvas.findByRole('alert', { name: 'Исправьте ошибки в форме' })
    await expect(summary).toHaveTextContent('Цвет — это # и 6 шестнадцатеричных цифр')
    await expect(canvas.getByRole('textbox', { name: /Цвет акцента/ })).toHaveAttribute('aria-invalid', 'true')
  },
}

export const Saving: Story = {
  parameters: { msw: mockApiWith([savingHandler('put', '/admin/themes/:id')]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await choose(await canvas.findByRole('radio', { name: /Тёмная/ }))
    const save = canvas.getByRole('button', { name: /Сохранить/ })
    await userEvent.click(save)
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'))
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  parameters: {
    msw: mockApi(
      seedWith((data) => {
        data.apps.demo!.themes[0]!.type = 'dark'
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('radio', { name: /Тёмная/ })).toBeChecked()
    await expect(await preview(canvasElement)).toHaveClass('dark')
  },
}

export const Phone: Story = {
  tags: ['!dev', '!autodocs'],
  globals: atSize('phone'),
  play: async ({ canvasElement }) => {
    await expect(await preview(canvasElement)).toBeVisible()
  },
}

export const Desktop: Story = {
  tags: ['!dev', '!autodocs'],
  globals: atSize('desktop'),
  play: async ({ canvasElement }) => {
    await expect(await preview(canvasElement)).toBeVisible()
  },
}
