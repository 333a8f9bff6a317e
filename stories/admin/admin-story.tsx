import type { Decorator } from '@storybook/react-vite'
import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import { expect, waitFor } from 'storybook/test'
import { AdminChrome } from '@/features/admin/parts/layout/admin-chrome'

/** Admin screens draw inside the admin's chrome (notices, confirm dialog), as the admin route does. */
export const withAdminChrome: Decorator = (Story) => (
  <AdminChrome>
    <Story />
  </AdminChrome>
)

/** Storybook's built-in viewports: a phone (390 px wide in spirit) and a desktop. */
export const phone = { viewport: { value: 'mobile2', isRotated: false } }
export const desktop = { viewport: { value: 'desktop', isRotated: false } }

/** A 1x1 PNG the mock server accepts by its bytes. */
export function pngFile(name = 'icon.png'): File {
  const bytes = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0))
  return new File([bytes], name, { type: 'image/png' })
}

/** POST /files never answers: the upload stays in progress. */
export const uploadStalls: HttpHandler = http.post('*/api/files', async () => {
  await delay('infinite')
  return HttpResponse.json({})
})

/** POST /files refuses the file as the server does for one over 5 MB. */
export const uploadTooLarge: HttpHandler = http.post('*/api/files', () =>
  HttpResponse.json({ message: 'The file may not be greater than 5 MB.' }, { status: 413 }))

/** The screen's file input (visually hidden behind its label button), once the screen has drawn it. */
export async function fileInput(canvasElement: HTMLElement): Promise<HTMLInputElement> {
  await waitFor(() => expect(canvasElement.querySelector('input[type=file]')).not.toBeNull())
  return canvasElement.querySelector('input[type=file]') as HTMLInputElement
}
