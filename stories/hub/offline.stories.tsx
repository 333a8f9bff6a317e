import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'
import { HomeScreen } from '@/features/hub/home/home-screen'
import { OfflineNote } from '@/features/hub/offline/offline-note'

/** Issue 17: Home with no network and nothing kept on the device: the offline state and its retry. */
const meta = {
  title: 'Hub/Screens/Home offline',
  component: HomeScreen,
  parameters: { signedInAs: 2, route: '/demo', msw: { handlers: [http.all('*/api/*', () => HttpResponse.error())] } },
} satisfies Meta<typeof HomeScreen>

export default meta
type Story = StoryObj<typeof meta>

export const NothingKept: Story = {
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('Нет соединения')
    await expect(within(alert).getByRole('button', { name: 'Повторить' })).toBeEnabled()
  },
}

export const NothingKeptInEnglish: Story = {
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('No connection')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled()
  },
}

export const NothingKeptInDarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert')
    await expect(document.documentElement).toHaveClass('dark')
  },
}

/** The quiet note above a screen drawn from what was kept (a repeat visit) while offline. */
export const Note: StoryObj<typeof OfflineNote> = {
  render: () => (
    <div style={{ padding: 16 }}>
      <OfflineNote />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Нет сети: показано сохранённое ранее')
  },
}

export const NoteInEnglish: StoryObj<typeof OfflineNote> = {
  ...Note,
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Offline: showing what was saved earlier')
  },
}

export const NoteInDarkTheme: StoryObj<typeof OfflineNote> = {
  ...Note,
  globals: { theme: 'dark' },
}
