import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { createStore, Provider } from 'jotai'
import { describe, expect, it } from 'vitest'
import { DevToolbar } from '@/app/dev-toolbar/dev-toolbar'
import { launchParamsAtom } from '@/app/launch-atoms'
import { currentHubAtom } from '@/app/startup-atoms'
import { languageAtom, platformAtom, usersAtom } from '@/session/session-atoms'
import type { ShareCard } from '@/api/contract/share-messages'
import { DEV_PREPARED_EVENT } from '@/messenger/dev-events'
import { serveMockApi } from '../support/mock-api-server'

const server = serveMockApi()

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

  it('shows the card a share prepared (issue 26), as the dev server keeps it, until closed', async () => {
    const card: ShareCard = {
      preparedMessageId: 'pm1',
      appKey: 'demo',
      userId: 2,
      target: 'category',
      targetId: 1,
      title: 'Курсы',
      description: 'Все курсы школы',
      imageUrl: null,
      text: 'Курсы\nВсе курсы школы',
      button: { text: 'Открыть', url: 'https://t.me/kod_school_bot/hub?startapp=demo__category_1' },
      startParam: 'demo__category_1',
      createdAt: '2026-11-27T10:00:00.000Z',
      expiresAt: '2026-11-28T10:00:00.000Z',
    }
    const asked: string[] = []
    server.use(
      http.get('*/__dev/share-messages/:id', ({ request, params }) => {
        asked.push(`${String(params.id)} ${new URL(request.url).searchParams.get('app_key') ?? ''}`)
        return HttpResponse.json({ data: card })
      }),
    )
    render(
      <Provider store={createStore()}>
        <DevToolbar />
      </Provider>,
    )
    expect(screen.queryByRole('region', { name: 'Share card that would be sent' })).toBeNull()
    act(() => {
      window.dispatchEvent(new CustomEvent(DEV_PREPARED_EVENT, { detail: { appKey: 'demo', id: 'pm1' } }))
    })
    const shown = await screen.findByRole('region', { name: 'Share card that would be sent' })
    expect(asked).toEqual(['pm1 demo'])
    expect(shown).toHaveTextContent('Все курсы школы')
    expect(screen.getByRole('link', { name: 'Открыть' })).toHaveAttribute('href', card.button.url)
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('region', { name: 'Share card that would be sent' })).toBeNull()
  })
})
