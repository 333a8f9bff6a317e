import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Modal } from '@/ui/modal'
import { expectNoDialog } from '../hub/play-helpers'
import { reopenable } from '../support/reopenable'

const ModalHarness = reopenable(Modal)

const meta = {
  title: 'Building blocks/Modal',
  tags: ['autodocs'],
  // An open dialog covers the page it is on: on the Docs page each story gets its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
  component: Modal,
  args: { open: true, title: 'Видео', closeLabel: 'Закрыть', onClose: fn(), children: <p>Содержимое окна</p> },
  render: (args) => <ModalHarness {...args} />,
} satisfies Meta<typeof Modal>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {}

export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await within(document.body).findByRole('dialog', { name: 'Видео' })
    await userEvent.keyboard('{Escape}')
    await expectNoDialog()
    await expect(args.onClose).toHaveBeenCalled()
  },
}
