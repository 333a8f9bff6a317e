import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { ShareButton } from '@/features/hub/share/share-button'
import { ShareSlot } from '@/features/hub/share/share-slot'
import { mockApi, seedCategoryId, seedWith } from '../support/mock-api'

/** Issue 26: the share control of a category, in each environment the visitor can be in. */
const id = seedCategoryId('Курсы')

const meta = {
  title: 'Hub/Parts/ShareButton',
  component: ShareButton,
  args: { target: 'category', id, title: 'Курсы', screen: { screen: 'category', id } },
  parameters: { signedInAs: 2, msw: mockApi() },
} satisfies Meta<typeof ShareButton>

export default meta
type Story = StoryObj<typeof meta>

/** Telegram 8.0+: a prepared message card (POST /share-messages, then shareMessage). */
export const NativeCard: Story = {
  args: { environment: 'card' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Поделиться' })).toBeEnabled()
  },
}

/** An older Telegram client: Telegram's share sheet with the link and the title. */
export const OlderClient: Story = {
  args: { environment: 'link' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Поделиться' })).toBeEnabled()
  },
}

/** A plain browser without Web Share: the link is copied, and the control says so. */
export const Browser: Story = {
  args: { environment: 'browser' },
  beforeEach: () => {
    const share = Object.getOwnPropertyDescriptor(navigator, 'share')
    const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard')
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true })
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.resolve() }, configurable: true })
    return () => {
      if (share) Object.defineProperty(navigator, 'share', share)
      else Reflect.deleteProperty(navigator, 'share')
      if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard)
      else Reflect.deleteProperty(navigator, 'clipboard')
    }
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Поделиться' }))
    await expect(await canvas.findByText('Ссылка скопирована')).toBeVisible()
  },
}

/** Over a large material card's picture (a material has no screen: its link opens the one it is shown on). */
export const OnAMaterialCard: Story = {
  args: { target: 'material', title: 'Основы JavaScript', compact: true, environment: 'browser' },
  render: (args) => (
    <div style={{ position: 'relative', height: 160, borderRadius: 16, background: 'linear-gradient(135deg, #f7b733, #fc4a1a)' }}>
      <ShareButton {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Поделиться: «Основы JavaScript»' })
    await expect(button).toBeEnabled()
    await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(44)
  },
}

/** The hub's sharing is off: the slot draws nothing. */
export const SharingOff: Story = {
  render: (args) => (
    <div>
      <p>Категория «Курсы»</p>
      <ShareSlot target={args.target} id={args.id} title={args.title} screen={args.screen} />
    </div>
  ),
  parameters: { msw: mockApi(seedWith((data) => void (data.apps.demo!.navigation.sharingEnabled = false))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Категория «Курсы»')).toBeVisible()
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(canvas.queryByRole('button', { name: 'Поделиться' })).not.toBeInTheDocument()
  },
}

export const Dark: Story = { ...NativeCard, tags: ['!dev', '!autodocs'], globals: { theme: 'dark' } }
