import { createStore } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import type { User } from '@/api/contract/auth'
import { launchParamsAtom } from '@/app/launch-atoms'
import { enterHub, startApp, type StartupDeps } from '@/app/startup'
import { currentHubAtom, startupAtom } from '@/app/startup-atoms'
import type { Store } from '@/app/wait-for-atom'
import { authFailedAtom, tokensAtom, usersAtom } from '@/session/session-atoms'

/**
 * Issue 17: start-up, the signed-in user and the failed-sign-in flag are per hub. A hub started in
 * this page stays started (coming back to it waits for nothing), a start for the same key joins
 * the running one, and a late sign-in answer writes only its own hub's user.
 */

const user = (isAdmin: boolean): User => ({ id: 3, firstName: 'Оля', lastName: null, username: null, languageCode: 'ru', isAdmin })

/** Sign-in answers the test holds back and lets go of, per app key. */
function signIns() {
  const held = new Map<string, { answer: (isAdmin: boolean) => void; fail: () => void }>()
  const calls: string[] = []
  const signIn = (appKey: string) => {
    calls.push(appKey)
    return new Promise<{ token: string; user: User }>((resolve, reject) => {
      held.set(appKey, {
        answer: (isAdmin) => resolve({ token: `token-${appKey}`, user: user(isAdmin) }),
        fail: () => reject(new Error('refused')),
      })
    })
  }
  const hold = (appKey: string) => {
    const answer = held.get(appKey)
    if (!answer) throw new Error(`No sign-in for ${appKey} yet`)
    return answer
  }
  return { signIn, calls, hold }
}

function newStore(): Store {
  const store = createStore()
  store.set(launchParamsAtom, { initData: 'signed', user: null, platform: 'tdesktop', version: '8.0', themeParams: {}, startParam: null })
  return store
}

/** One hub's session: its navigation is found, it has no theme (so nothing is painted: no DOM here). */
function hub(store: Store, appKey: string, signIn: (appKey: string) => Promise<{ token: string; user: User }>): StartupDeps {
  return {
    store,
    appKey,
    client: { auth: { mutate: () => signIn(appKey) } },
    utils: {
      navigations: { get: { fetch: vi.fn(() => Promise.resolve({})) } },
      themes: { list: { fetch: () => Promise.resolve({ data: [] }), getData: () => ({ data: [] }) } },
    },
  } as unknown as StartupDeps
}

/** Lets the awaited answers run through start-up. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('start-up per hub', () => {
  it('keeps a started hub started: coming back to it answers at once, without signing in again', async () => {
    const store = newStore()
    const { signIn, calls, hold } = signIns()
    const demo = hub(store, 'demo', signIn)
    const club = hub(store, 'club', signIn)
    const demoStarted = startApp(demo, 'demo')
    await settle()
    hold('demo').answer(true)
    await demoStarted
    const clubStarted = startApp(club, 'club')
    await settle()
    hold('club').answer(false)
    await clubStarted
    expect(store.get(currentHubAtom)).toBe('club')

    expect(enterHub(store, 'demo')).toEqual({ status: 'ready', appKey: 'demo', navigation: 'found' })
    expect(store.get(currentHubAtom)).toBe('demo')
    await expect(startApp(demo, 'demo')).resolves.toEqual({ status: 'ready', appKey: 'demo', navigation: 'found' })
    expect(calls).toEqual(['demo', 'club'])
    expect(store.get(startupAtom)).toEqual({
      demo: { status: 'ready', appKey: 'demo', navigation: 'found' },
      club: { status: 'ready', appKey: 'club', navigation: 'found' },
    })
    expect(store.get(tokensAtom)).toEqual({ demo: 'token-demo', club: 'token-club' })
  })

  it('joins a running start for the same key, even when another hub started meanwhile', async () => {
    const store = newStore()
    const { signIn, calls, hold } = signIns()
    const demo = hub(store, 'demo', signIn)
    const first = startApp(demo, 'demo')
    expect(enterHub(store, 'demo')).toBeUndefined()
    const club = startApp(hub(store, 'club', signIn), 'club')
    await settle()
    hold('club').answer(false)
    await club
    expect(startApp(demo, 'demo')).toBe(first)
    hold('demo').answer(true)
    await expect(first).resolves.toMatchObject({ status: 'ready', appKey: 'demo' })
    expect(calls).toEqual(['demo', 'club'])
  })

  it('writes a late sign-in answer to its own hub only: the hub the visitor is in keeps its user and flag', async () => {
    const store = newStore()
    const { signIn, hold } = signIns()
    const demo = startApp(hub(store, 'demo', signIn), 'demo')
    const club = startApp(hub(store, 'club', signIn), 'club')
    await settle()
    hold('club').fail()
    await club
    expect(store.get(currentHubAtom)).toBe('club')
    expect(store.get(usersAtom)).toEqual({})
    expect(store.get(authFailedAtom)).toEqual({ club: true })

    // The school's answer comes after the visitor moved on to the club.
    hold('demo').answer(true)
    await demo
    expect(store.get(currentHubAtom)).toBe('club')
    expect(store.get(usersAtom)).toEqual({ demo: user(true) })
    expect(store.get(usersAtom).club).toBeUndefined()
    expect(store.get(authFailedAtom)).toEqual({ club: true, demo: false })
    expect(store.get(tokensAtom)).toEqual({ demo: 'token-demo' })
  })
})
