import type { Meta, StoryObj } from '@storybook/react-vite'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { expect, userEvent, within } from 'storybook/test'
import { ImageField } from '@/features/admin/parts/form/fields/image-field'
import { mockApi, mockApiWith } from '../support/mock-api'
import { adminParameters, desktop, phone, pngFile, uploadStalls, uploadTooLarge, withAdminChrome } from './admin-story'

/** The image field alone in a form: uploads go to POST /files, the id into `imageId`. */
function ImageUpload() {
  const form = useForm({ defaultValues: { imageId: null as number | null, image: null } })
  return (
    <FormProvider {...form}>
      <div style={{ padding: 16, maxWidth: 560 }}>
        <ImageField name="imageId" fileName="image" label="Картинка" />
        <ImageIdOutput />
      </div>
    </FormProvider>
  )
}

/** Shows the id the upload put into the form. */
function ImageIdOutput() {
  const imageId = useWatch({ name: 'imageId' }) as unknown
  return <output aria-label="imageId">{String(imageId)}</output>
}

const meta = {
  title: 'Admin/Parts/Upload',
  component: ImageUpload,
  decorators: [withAdminChrome],
  parameters: { ...adminParameters, route: '/demo/admin/materials/create', msw: mockApi() },
} satisfies Meta<typeof ImageUpload>

export default meta
type Story = StoryObj<typeof meta>

export const Done: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.upload(await canvas.findByLabelText(/Картинка/), pngFile('cover.png'))
    await expect(await canvas.findByRole('img', { name: 'cover.png' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Убрать' })).toBeVisible()
    await expect(canvas.getByLabelText('imageId')).not.toHaveTextContent('null')
  },
}

export const InProgress: Story = {
  parameters: { msw: mockApiWith([uploadStalls]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.upload(await canvas.findByLabelText(/Картинка/), pngFile('cover.png'))
    await expect(await canvas.findByRole('progressbar')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Отменить загрузку' })).toBeVisible()
  },
}

export const Failed: Story = {
  parameters: { msw: mockApiWith([uploadTooLarge]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.upload(await canvas.findByLabelText(/Картинка/), pngFile('huge.png'))
    await expect(await canvas.findByText('The file may not be greater than 5 MB.')).toBeVisible()
  },
}

/** Cancel while uploading: the field is as it was, ready to choose again. */
export const Canceled: Story = {
  parameters: { msw: mockApiWith([uploadStalls]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.upload(await canvas.findByLabelText(/Картинка/), pngFile('cover.png'))
    await userEvent.click(await canvas.findByRole('button', { name: 'Отменить загрузку' }))
    await expect(await canvas.findByText('Выбрать файл')).toBeVisible()
    await expect(canvas.queryByRole('progressbar')).toBeNull()
    await expect(canvas.getByLabelText('imageId')).toHaveTextContent('null')
  },
}

/** Done, then removed: the preview goes and `imageId` is null again. */
export const Removed: Story = {
  parameters: { msw: mockApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.upload(await canvas.findByLabelText(/Картинка/), pngFile('cover.png'))
    await userEvent.click(await canvas.findByRole('button', { name: 'Убрать' }))
    await expect(await canvas.findByText('Файл не выбран')).toBeVisible()
    await expect(canvas.getByLabelText('imageId')).toHaveTextContent('null')
  },
}

export const Dark: Story = { ...Done, tags: ['!dev', '!autodocs'], globals: { theme: 'dark' } }
export const Phone: Story = { ...Done, tags: ['!dev', '!autodocs'], globals: phone }
export const Desktop: Story = { ...Done, tags: ['!dev', '!autodocs'], globals: desktop }
