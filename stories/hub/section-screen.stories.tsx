import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { SectionScreen } from '@/features/hub/section/section-screen'
import { delayedForever, failing, mockApi, seedSectionId, seedWith } from '../support/mock-api'
import { stubWindowOpen } from './play-helpers'

const meta = {
  title: 'Hub/Screens/Section',
  component: SectionScreen,
  args: { sectionId: seedSectionId('Ближайшие вебинары') },
  parameters: { signedInAs: 2, msw: mockApi() },
  beforeEach: stubWindowOpen,
} satisfies Meta<typeof SectionScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ближайшие вебинары' })).toBeVisible()
    await expect(await canvas.findByRole('button', { name: 'Написать куратору' })).toBeVisible()
  },
}

export const IconTiles: Story = {
  args: { sectionId: seedSectionId('Чаты по направлениям') },
}

export const Empty: Story = {
  parameters: {
    msw: mockApi(
      seedWith((data) => {
        for (const material of data.apps.demo!.materials) material.isActive = false
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Материалов пока нет')).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [delayedForever()] } },
}

export const Error: Story = {
  parameters: { msw: { handlers: [failing(500)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible()
  },
}
