import { render, screen } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import { describe, expect, it } from 'vitest'
import { DevToolbar } from '@/app/dev-toolbar/dev-toolbar'
import { launchParamsAtom } from '@/app/launch-atoms'
import { currentHubAtom } from '@/app/startup-atoms'
import { languageAtom, platformAtom, usersAtom } from '@/session/session-atoms'

/** Issue 8 §6: the development toolbar shows what is in force, not the stored dev choice. */
describe('Dev toolbar', () => {
  it('shows the user, platform and language in force (Telegram’s launch params), not the stored defaults 1/tdesktop/ru', () => {
    const store = createStore()
    store.set(launchParamsAtom, {
      initData: 'x',
      user: { id: 7, firstName: 'Ира', languageCode: 'en' },
      platform: 'android',
      version: '8.0',
      themeParams: {},
      startParam: null,
    })
    store.set(platformAtom, 'android')
    store.set(languageAtom, 'en')
    render(
      <Provider store={store}>
        <DevToolbar />
      </Provider>,
    )
    expect(screen.getByRole('button', { name: /^DEV/ })).toHaveTextContent('DEV · 7/android/en')
  })

  it('once signed in, the user signed in to the hub the visitor is in', () => {
    const store = createStore()
    store.set(launchParamsAtom, null)
    store.set(usersAtom, { demo: { id: 3, firstName: 'Оля', lastName: null, username: null, languageCode: 'ru', isAdmin: false } })
    store.set(currentHubAtom, 'demo')
    store.set(platformAtom, 'ios')
    render(
      <Provider store={store}>
        <DevToolbar />
      </Provider>,
    )
    expect(screen.getByRole('button', { name: /^DEV/ })).toHaveTextContent('DEV · 3/ios/ru')
  })
})
