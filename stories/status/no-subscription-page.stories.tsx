import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { NoSubscriptionPage } from '@/features/status/no-subscription-page'
import { mockApi } from '../support/mock-api'

/** The connected page: the channel comes from the `club` hub's navigation (mock API). */
const meta = {
  title: 'Status/NoSubscriptionPage',
  component: NoSubscriptionPage,
  args: { redirect: '/club' },
  parameters: { appKey: 'club', route: '/club/no-subscription', signedInAs: 2, msw: mockApi() },
} satisfies Meta<typeof NoSubscriptionPage>

export default meta
type Story = StoryObj<typeof meta>

export const FromTheHub: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Подписаться на канал' })).toBeVisible()
  },
}
