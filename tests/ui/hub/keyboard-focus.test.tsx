import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as FocusMemory from '@/app/navigation/focus-memory'
import { fakeWindowScroll, launchAs, renderApp } from '../app/app-harness'
import { serveMockApi } from '../support/mock-api-server'

serveMockApi()
beforeEach(() => {
  fakeWindowScroll()
})
vi.setConfig({ testTimeout: 30_000 })

/**
 * Focus memory arrives in a chunk create-app.ts loads once the page has loaded and the browser is
 * idle, and acts from the first navigation on: in the browser it is in long before a keyboard user's
 * first Enter; here the test presses it at once. So the test waits until this app's router has its
 * memory (counted below), as a person's pace would.
 */
const focusMemories = vi.hoisted(() => ({ routers: new Set<unknown>() }))
vi.mock('../../../src/app/navigation/focus-memory', async (original) => {
  const memory: typeof FocusMemory = await original()
  return {
    ...memory,
    installFocusMemory: (...args: Parameters<typeof memory.installFocusMemory>) => {
      focusMemories.routers.add(args[0])
      return memory.installFocusMemory(...args)
    },
  }
})

describe('focus follows the keyboard user across screens', () => {
  it('opening a category puts focus on its heading; coming back puts it on the card they came from', async () => {
    const { app, unmount } = renderApp({ path: '/demo', launch: () => launchAs(2) })
    const card = await screen.findByRole('button', { name: /^Расписание/ })
    await waitFor(() => expect(focusMemories.routers.has(app.router)).toBe(true))
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
