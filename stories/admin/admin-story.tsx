import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import { expect, waitFor } from 'storybook/test'
import { atSize } from './screen-sizes'

export { adminParameters, withAdminChrome } from './screen-sizes'

/** `globals` of a story at the phone (390×844, Telegram) or desktop (1280×800) size of screen-sizes.ts. */
export const phone = atSize('phone')
export const desktop = atSize('desktop')

/** A 1x1 PNG the mock server accepts by its bytes. */
export function pngFile(name = 'icon.png'): File {
  const bytes = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
    (c) => c.charCodeAt(0),
  )
  return new File([bytes], name, { type: 'image/png' })
}

/** POST /files never answers: the upload stays in progress. */
export const uploadStalls: HttpHandler = http.post('*/api/files', async () => {
  await delay('infinite')
  return HttpResponse.json({})
})

/** POST /files refuses the file as the server does for one over 5 MB. */
export const uploadTooLarge: HttpHandler = http.post('*/api/files', () =>
  HttpResponse.json({ message: 'The file may not be greater than 5 MB.' }, { status: 413 }),
)

/** The screen's file input (visually hidden behind its label button), once the screen has drawn it. */
export async function fileInput(canvasElement: HTMLElement): Promise<HTMLInputElement> {
  await waitFor(() => expect(canvasElement.querySelector('input[type=file]')).not.toBeNull())
  return canvasElement.querySelector('input[type=file]') as HTMLInputElement
}
