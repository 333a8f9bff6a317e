import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { BannersScreen } from '@/features/admin/banners/banners-screen'
import { FloatingButtonScreen } from '@/features/admin/floating-button/floating-button-screen'
import { ThemeScreen } from '@/features/admin/theme/theme-screen'
import { seedData } from '@mock-api/store/seed'
import { withDemoHistory } from '@mock-api/store/seed-history'
import { mockApi, mockApiWith } from '../support/mock-api'
import { auditLogMissing } from './history-story-support'
import { chooseRowAction } from './admin-story'
import { adminParameters, atSize, withAdminChrome } from './screen-sizes'

/**
 * Issue 19: the History panel above the banner, theme and floating-button forms, over the dev
 * server's first-start history (mock-api/store/seed-history.ts: a created banner, a theme's accent changed).
 */
const meta = {
  title: 'Admin/History/Banner, theme and button panels',
  component: BannersScreen,
  decorators: [withAdminChrome],
  parameters: { ...adminParameters, route: '/demo/admin/banner', msw: mockApi(withDemoHistory(seedData())) },
} satisfies Meta<typeof BannersScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Opens the panel (nothing is read before) and answers its list of entries. */
async function openPanel(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  await userEvent.click(await canvas.findByRole('heading', { level: 2, name: 'История' }))
  return canvas.findByRole('list', { name: 'Изменения, сначала новые' }, { timeout: 5000 })
}

/** Banner 2's form with its history: Анна created it. */
export const BannerPanel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await chooseRowAction(canvasElement, 'Баннер 2', 'Изменить')
    const list = await openPanel(canvasElement)
    await expect(within(within(list).getAllByRole('article')[0]!).getByRole('heading')).toHaveTextContent(
      /^Баннер .+ · создан · Анна Смирнова$/,
    )
    await expect(canvas.getByRole('link', { name: 'Вся история этой записи' })).toBeVisible()
  },
}

export const BannerPanelPhoneDark: Story = {
  ...BannerPanel,
  tags: ['!dev', '!autodocs'],
  globals: { ...atSize('phone'), theme: 'dark' },
}

/** The theme's form with its history: Анна changed the accent. */
export const ThemePanel: Story = {
  render: () => <ThemeScreen />,
  parameters: { route: '/demo/admin/theme' },
  play: async ({ canvasElement }) => {
    const list = await openPanel(canvasElement)
    await expect(within(within(list).getAllByRole('article')[0]!).getByRole('heading')).toHaveTextContent(
      /^Тема .+ · изменена · Анна Смирнова$/,
    )
    await expect(within(list).getByRole('row', { name: /Цвет фона/ })).not.toHaveTextContent('«')
  },
}

export const ThemePanelPhoneDark: Story = {
  ...ThemePanel,
  tags: ['!dev', '!autodocs'],
  globals: { ...atSize('phone'), theme: 'dark' },
}

/** The floating button's form: a panel with nothing recorded for it yet. */
export const FloatingButtonPanelEmpty: Story = {
  render: () => <FloatingButtonScreen />,
  parameters: { route: '/demo/admin/floating-button' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('heading', { level: 2, name: 'История' }))
    await expect(await canvas.findByText('Изменений нет', {}, { timeout: 5000 })).toBeVisible()
  },
}

/** A backend without an audit log (404): the panel says so in one line; the form works. */
export const ThemePanelUnsupported: Story = {
  ...ThemePanel,
  parameters: { route: '/demo/admin/theme', msw: mockApiWith([auditLogMissing]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('heading', { level: 2, name: 'История' }))
    await expect(await canvas.findByText(/История изменений недоступна/, {}, { timeout: 5000 })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Сохранить' })).toBeInTheDocument()
  },
}
