import type { AnyRouter } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { loadPlaceMemory } from '@/app/navigation/place-memory-loader'

type Listener = (event: { fromLocation?: { pathname: string }; pathChanged: boolean }) => void

/** A router that only tells its navigations (what the loader listens to). */
function fakeRouter() {
  const listeners = new Set<Listener>()
  const router = {
    subscribe: (_event: string, listener: Listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  } as unknown as AnyRouter
  const navigate = (event: Parameters<Listener>[0]) => listeners.forEach((listener) => listener(event))
  return { router, navigate }
}

describe('place memory loads out of the first screen, in time for the first press', () => {
  it('a key press before the idle moment loads it, and a navigation made before it arrived is passed on', async () => {
    const { router, navigate } = fakeRouter()
    const install = vi.fn()
    const cancel = loadPlaceMemory(router, install)
    // The start-up navigation (no screen before it) is not one the visitor made.
    navigate({ pathChanged: true })
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }))
    navigate({ fromLocation: { pathname: '/demo' }, pathChanged: true })
    await vi.waitFor(() => expect(install).toHaveBeenCalledTimes(1))
    const [{ memory, navigatedBefore }] = install.mock.calls[0] as [{ memory: object; navigatedBefore: boolean }]
    expect(Object.keys(memory).sort()).toEqual(['installFocusMemory', 'installScrollMemory'])
    expect(navigatedBefore).toBe(true)
    // A second press loads nothing more.
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(install).toHaveBeenCalledTimes(1)
    cancel()
  })

  it('without a navigation before it, nothing takes focus at install', async () => {
    const { router } = fakeRouter()
    const install = vi.fn()
    const cancel = loadPlaceMemory(router, install)
    window.dispatchEvent(new PointerEvent('pointerdown'))
    await vi.waitFor(() => expect(install).toHaveBeenCalledTimes(1))
    expect(install.mock.calls[0]?.[0]).toMatchObject({ navigatedBefore: false })
    cancel()
  })

  it('cancelled before anything happened, it never loads', async () => {
    const { router } = fakeRouter()
    const install = vi.fn()
    loadPlaceMemory(router, install)()
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }))
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(install).not.toHaveBeenCalled()
  })
})
