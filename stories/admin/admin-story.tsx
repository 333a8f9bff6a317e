import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { failingApi, loadingApi } from '../support/mock-api'
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

/**
 * `export const Loading: Story = loadingStory()`: every read stays pending; the page says it is busy.
 * The shared Loading story of the admin screens (their skeletons are in the screenshot).
 */
export function loadingStory() {
  return {
    parameters: { msw: loadingApi() },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await expect(await within(canvasElement).findByRole('main')).toHaveAttribute('aria-busy', 'true')
    },
  }
}

/** `export const Error: Story = errorStory('The banners did not load')`: every call fails; the screen says so, with Retry. */
export function errorStory(title: string) {
  return {
    parameters: { msw: failingApi() },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement)
      await expect(await canvas.findByText(title)).toBeVisible()
      await expect(canvas.getByRole('button', { name: 'Повторить' })).toBeEnabled()
    },
  }
}
