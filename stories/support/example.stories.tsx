import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { apiErrorOf } from '@/api/api-error'
import { trpc } from '@/api/trpc'
import { delayedForever, failing, mockApi } from './mock-api'

/** The smallest screen that goes through the whole chain: hook -> rest link -> MSW -> mock API. */
function ThemeSwatches() {
  const themes = trpc.themes.list.useQuery({})
  if (themes.isPending) return <p role="status">Загрузка тем…</p>
  if (themes.isError) return <p role="alert">Не удалось загрузить темы: {apiErrorOf(themes.error)?.message ?? themes.error.message}</p>
  return (
    <section aria-labelledby="themes-title" style={{ padding: 16 }}>
      <h1 id="themes-title">Темы</h1>
      <ul>
        {themes.data.data.map((theme) => (
          <li key={theme.id}>
            <span aria-hidden style={{ display: 'inline-block', width: 16, height: 16, background: theme.backgroundColor, border: '1px solid' }} />{' '}
            <span aria-hidden style={{ display: 'inline-block', width: 16, height: 16, background: theme.textColor, border: '1px solid' }} />{' '}
            {theme.type}: {theme.backgroundColor} / {theme.textColor}
          </li>
        ))}
      </ul>
    </section>
  )
}

const meta = {
  title: 'Support/Example',
  component: ThemeSwatches,
  parameters: { msw: mockApi() },
} satisfies Meta<typeof ThemeSwatches>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Темы' })).toBeVisible()
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(0)
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [delayedForever()] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Загрузка')
  },
}

export const Error: Story = {
  parameters: { msw: { handlers: [failing(500)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Server error.')
  },
}

export const SignedInDark: Story = {
  parameters: { signedInAs: 1 },
  globals: { theme: 'dark', platform: 'android' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Темы' })
    await expect(document.documentElement).toHaveClass('dark')
    await expect(document.documentElement.dataset.platform).toBe('android')
  },
}
