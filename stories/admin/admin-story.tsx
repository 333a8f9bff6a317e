import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import { useState, type ComponentType } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
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

/**
 * A screen whose route keeps its search (filters, page, range) in the URL, as a story draws it: the
 * story keeps the search in state, from the `initial` arg or `defaults`. `const Logs = withSearchState(LogsScreen)`.
 */
export function withSearchState<S extends object>(
  Screen: ComponentType<{ search: S; onSearchChange: (next: S) => void }>,
  defaults: S = {} as S,
) {
  return function InState({ initial = defaults }: { initial?: S }) {
    const [search, setSearch] = useState<S>(initial)
    return <Screen search={search} onSearchChange={setSearch} />
  }
}

/**
 * Deletes a list row past its confirmation: the row's "⋯" menu (`menuLabel`), its delete item, then the
 * dialog's button, once what the dialog checks has let it on.
 */
export async function deleteRow(canvasElement: HTMLElement, menuLabel: string, itemLabel = 'Удалить', confirmLabel = itemLabel) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: menuLabel }, { timeout: 5000 }))
  const menu = await within(document.body).findByRole('menu', { name: menuLabel })
  await userEvent.click(within(menu).getByRole('menuitem', { name: new RegExp(`^${itemLabel}`) }))
  const dialog = await within(document.body).findByRole('dialog')
  const confirm = within(dialog).getByRole('button', { name: confirmLabel })
  await waitFor(() => expect(confirm).toBeEnabled(), { timeout: 5000 })
  await userEvent.click(confirm)
}

/** Waits until the dialog has faded out: the accessibility check after a play must not meet it half gone. */
export const dialogGone = () => waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), { timeout: 5000 })

/** A list row's "⋯" button (parts/controls/action-menu.tsx), by the row's title. */
export const rowMenuButton = (canvasElement: HTMLElement, title: string) =>
  within(canvasElement).findByRole('button', { name: `Действия: «${title}»` }, { timeout: 5000 })

/** Chooses `action` ("Изменить", "Скрыть", "Удалить") in a list row's "⋯" menu. */
export async function chooseRowAction(canvasElement: HTMLElement, title: string, action: string) {
  await userEvent.click(await rowMenuButton(canvasElement, title))
  const menu = await within(document.body).findByRole('menu', { name: `Действия: «${title}»` })
  await userEvent.click(within(menu).getByRole('menuitem', { name: new RegExp(`^${action}`) }))
}

/** Turns a list's reorder mode on ("Порядок"): its rows become handles with up / down buttons. */
export const startReordering = async (canvasElement: HTMLElement) =>
  userEvent.click(await within(canvasElement).findByRole('button', { name: 'Порядок' }))
