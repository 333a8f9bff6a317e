import { act, configure, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeWindowScroll, launchAs, renderApp } from '../app/app-harness'
import { serveMockApi } from '../support/mock-api-server'

serveMockApi()
beforeEach(() => {
  fakeWindowScroll()
})
// The whole app starts for each test (start-up, lazy routes): generous bounds for a busy machine.
configure({ asyncUtilTimeout: 10_000 })
vi.setConfig({ testTimeout: 30_000 })

/**
 * Focus memory arrives in a chunk that start-up asks for (create-app.ts) and acts from the first
 * navigation on. In the browser it is in long before a first tap; here its modules are compiled on
 * demand, and on a busy machine (other test files beside this one) Home could draw, and the Enter
 * below navigate, before it had subscribed to the router: no focus moved. Waiting for the same
 * module (then a turn, for create-app's `.then` to install it) makes the order the browser's.
 */
async function focusMemoryInstalled() {
  await import('@/app/navigation/place-memory')
  await act(async () => {})
}

describe('focus follows the keyboard user across screens', () => {
  it('opening a category puts focus on its heading; coming back puts it on the card they came from', async () => {
    const { app, unmount } = renderApp({ path: '/demo', launch: () => launchAs(2) })
    const card = await screen.findByRole('button', { name: /^Расписание/ })
    await focusMemoryInstalled()
    card.focus()
    await userEvent.keyboard('{Enter}')
    const heading = await screen.findByRole('heading', { level: 1, name: 'Расписание' })
    await waitFor(() => expect(document.activeElement).toBe(heading))

    // Into a section and back to the category: focus returns to the section's row.
    const row = await screen.findByRole('button', { name: /^Ближайшие вебинары/ })
    row.focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Ближайшие вебинары' })))

    act(() => app.router.history.back())
    await screen.findByRole('heading', { level: 1, name: 'Расписание' })
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^Ближайшие вебинары/))

    act(() => app.router.history.back())
    await screen.findByRole('list', { name: 'Разделы' })
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^Расписание/))
    expect(document.activeElement?.tagName).toBe('BUTTON')
    unmount()
  })

  it('the first screen keeps the browser’s focus', async () => {
    const { unmount } = renderApp({ path: '/demo', launch: () => launchAs(2) })
    await screen.findByRole('button', { name: /^Расписание/ })
    expect(document.activeElement).toBe(document.body)
    unmount()
  })
})
