import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState, type ComponentProps } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { VideoModal } from '@/features/hub/video/video-modal'
import { expectNoDialog } from './play-helpers'

function ModalHarness(props: ComponentProps<typeof VideoModal>) {
  const [open, setOpen] = useState(props.open)
  return (
    <div style={{ padding: 16 }}>
      <button type="button" onClick={() => setOpen(true)}>
        Смотреть
      </button>
      <VideoModal {...props} open={open} onClose={() => setOpen(false)} />
    </div>
  )
}

const meta = {
  title: 'Hub/Parts/VideoModal',
  component: VideoModal,
  args: { open: true, title: 'Знакомство со школой', url: '/seed/intro.mp4', onClose: () => undefined },
  render: (args) => <ModalHarness {...args} />,
} satisfies Meta<typeof VideoModal>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Знакомство со школой' })
    const video = dialog.querySelector('video')
    await expect(video).toHaveAttribute('controls')
    await expect(video).toHaveAttribute('playsinline')
  },
}

export const CloseButton: Story = {
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog')
    const close = within(dialog).getByRole('button', { name: 'Закрыть' })
    // A 44 px target (the circle drawn inside is 32 px).
    await expect({ width: close.offsetWidth, height: close.offsetHeight }).toEqual({ width: 44, height: 44 })
    await userEvent.click(close)
    await expectNoDialog()
  },
}

export const EscapeClosesIt: Story = {
  play: async () => {
    await within(document.body).findByRole('dialog')
    await userEvent.keyboard('{Escape}')
    await expectNoDialog()
  },
}

/** A file that is missing or cannot be played: the player gives way to an error with a retry. */
export const VideoFailed: Story = {
  args: { url: 'data:video/mp4;base64,AAAAAAAA' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Знакомство со школой' })
    await within(dialog).findByText('Видео не загрузилось')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Попробовать ещё раз' }))
    // A new attempt with the same broken file fails again, and says so again.
    await within(dialog).findByText('Видео не загрузилось')
    // A broken data: url fails within the dialog's 200 ms fade-in, while it is still transparent.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Закрыть' })).toBeVisible())
  },
}
