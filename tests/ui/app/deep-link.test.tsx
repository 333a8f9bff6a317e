import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { resetLaunchParamsCache } from '@/messenger/launch-params'
import { seedData } from '@mock-api/store/seed'
import type { Data } from '@mock-api/store/store'
import { serveMockApi } from '../support/mock-api-server'
import { fakeWindowScroll, launchAs, renderApp } from './app-harness'

// docs/decisions/sharing-and-deep-links.md: Telegram's start param `<appKey>__category_<id>` / `<appKey>__section_<id>` at `/`.
const data: Data = seedData()
const demo = data.apps.demo
if (!demo) throw new Error('The seed has no demo app')
const courses = demo.categories.find((category) => category.title === 'Курсы')
const chats = demo.sections.find((section) => section.title === 'Чаты по направлениям')
// A category whose window has ended: the server leaves it out of visitor reads.
const ended = demo.categories.find((category) => category.title === 'Сообщество')
if (!courses || !chats || !ended) throw new Error('The seed changed')
ended.visibleUntil = '2020-01-01T00:00:00.000Z'
// A hub whose app key is all digits: the router's search parser once read `?startapp=12345` as a number.
data.apps['12345'] = structuredClone(demo)

serveMockApi(data)
beforeEach(() => fakeWindowScroll())

const openWith = async (startParam: string) => renderApp({ path: '/', launch: async () => launchAs(2, { startParam }) })

describe('deep links (startapp)', () => {
  it('starts on the category it names, and back leads Home', async () => {
    const { app, href, unmount } = await openWith(`demo__category_${String(courses.id)}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Курсы' })).toBeInTheDocument()
    expect(href()).toBe(`/demo/category/${String(courses.id)}`)
    // Inside Telegram its back button does the same (the back action's fallback when the page session has no Home behind).
    await userEvent.click(screen.getByRole('button', { name: 'Назад' }))
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/demo'))
    expect(await screen.findByRole('list', { name: 'Разделы' })).toBeInTheDocument()
    unmount()
  })

  it('starts on the section it names', async () => {
    const { href, unmount } = await openWith(`demo__section_${String(chats.id)}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Чаты по направлениям' })).toBeInTheDocument()
    expect(href()).toBe(`/demo/section/${String(chats.id)}`)
    unmount()
  })

  it('lands on Home, with no error screen, for a category the hub does not have', async () => {
    const { href, unmount } = await openWith('demo__category_99999')
    expect(await screen.findByRole('list', { name: 'Разделы' })).toBeInTheDocument()
    expect(href()).toBe('/demo')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    unmount()
  })

  it('lands on Home for a category outside its schedule (hidden from visitors)', async () => {
    const { href, unmount } = await openWith(`demo__category_${String(ended.id)}`)
    expect(await screen.findByRole('list', { name: 'Разделы' })).toBeInTheDocument()
    expect(href()).toBe('/demo')
    expect(screen.queryByRole('button', { name: /Сообщество/ })).not.toBeInTheDocument()
    unmount()
  })

  it('keeps a plain app key working, and a hub that does not exist shows no-navigation as before', async () => {
    const first = await openWith('demo')
    expect(await screen.findByRole('list', { name: 'Разделы' })).toBeInTheDocument()
    expect(first.href()).toBe('/demo')
    first.unmount()
    const second = await openWith('nohub__category_3')
    await waitFor(() => expect(second.href()).toBe('/nohub/no-navigation'))
    second.unmount()
  })

  // Issue 26: a part the app does not know (or a sharer's code) once made the router loop ("Too many redirects").
  it('opens the screen it knows past a sharer’s code or an unknown part: demo__category_<id>__r_ZZZ', async () => {
    for (const suffix of ['__r_ZZZ', '__zz_9', '__r_ZZZ__c_Q7__whatever']) {
      const { href, unmount } = await openWith(`demo__category_${String(courses.id)}${suffix}`)
      expect(await screen.findByRole('heading', { level: 1, name: 'Курсы' })).toBeInTheDocument()
      expect(href()).toBe(`/demo/category/${String(courses.id)}`)
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
      unmount()
    }
  })

  it('opens Home for a link to Home with a sharer’s or a campaign’s code', async () => {
    for (const param of ['demo__r_ZZZ', 'demo__c_Q7']) {
      const { href, unmount } = await openWith(param)
      expect(await screen.findByRole('list', { name: 'Разделы' })).toBeInTheDocument()
      expect(href()).toBe('/demo')
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
      unmount()
    }
  })

  it('in a plain browser, ?startapp=demo__category_<id>__r_ZZZ opens the category', async () => {
    const { href, unmount } = renderApp({
      path: `/?startapp=demo__category_${String(courses.id)}__r_ZZZ`,
      launch: () => Promise.resolve(null),
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Курсы' })).toBeInTheDocument()
    expect(href()).toBe(`/demo/category/${String(courses.id)}`)
    unmount()
  })

  it('in a plain browser (no Telegram), ?startapp= does the same', async () => {
    const { href, unmount } = renderApp({
      path: `/?startapp=demo__category_${String(courses.id)}`,
      launch: () => Promise.resolve(null),
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Курсы' })).toBeInTheDocument()
    expect(href()).toBe(`/demo/category/${String(courses.id)}`)
    unmount()
  })

  it("prefers Telegram's start param to ?startapp=", async () => {
    const { href, unmount } = renderApp({
      path: `/?startapp=demo__section_${String(chats.id)}`,
      launch: async () => launchAs(2, { startParam: `demo__category_${String(courses.id)}` }),
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Курсы' })).toBeInTheDocument()
    expect(href()).toBe(`/demo/category/${String(courses.id)}`)
    unmount()
  })

  it('a purely numeric app key in ?startapp= starts its hub, and its screens too', async () => {
    const first = renderApp({ path: '/?startapp=12345', launch: () => Promise.resolve(null) })
    expect(await screen.findByRole('list', { name: 'Разделы' })).toBeInTheDocument()
    expect(first.href()).toBe('/12345')
    first.unmount()
    const second = renderApp({ path: `/?startapp=12345__category_${String(courses.id)}`, launch: () => Promise.resolve(null) })
    expect(await screen.findByRole('heading', { level: 1, name: 'Курсы' })).toBeInTheDocument()
    expect(second.href()).toBe(`/12345/category/${String(courses.id)}`)
    second.unmount()
  })
})

// Telegram's web app URL may carry the app key's path: the hub opens at `/{appKey}`, the start param names the screen.
describe('deep links opened at /{appKey}', () => {
  // Telegram's launch params are read from the page's hash before the first route loads (create-app's start()).
  const openAt = async (path: string, startParam: string) => {
    const { initData } = await launchAs(2, { startParam })
    window.history.replaceState(
      null,
      '',
      `#${new URLSearchParams({ tgWebAppData: initData ?? '', tgWebAppPlatform: 'tdesktop' }).toString()}`,
    )
    resetLaunchParamsCache()
    return renderApp({ path, launch: () => Promise.resolve(null) })
  }
  afterEach(() => {
    window.history.replaceState(null, '', '/')
    sessionStorage.clear()
    resetLaunchParamsCache()
  })

  it('starts on the category the start param names; Home later stays Home', async () => {
    const { app, href, unmount } = await openAt('/demo', `demo__category_${String(courses.id)}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Курсы' })).toBeInTheDocument()
    expect(href()).toBe(`/demo/category/${String(courses.id)}`)
    // Home reached later is the visitor's own: the start param (still in the launch params) is not followed again.
    await app.router.navigate({ to: '/$appKey', params: { appKey: 'demo' } })
    expect(await screen.findByRole('list', { name: 'Разделы' })).toBeInTheDocument()
    expect(href()).toBe('/demo')
    unmount()
  })

  it('in a plain browser, /{appKey}?startapp= naming a section starts there', async () => {
    const { href, unmount } = renderApp({
      path: `/demo?startapp=demo__section_${String(chats.id)}`,
      launch: () => Promise.resolve(null),
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Чаты по направлениям' })).toBeInTheDocument()
    expect(href()).toBe(`/demo/section/${String(chats.id)}`)
    unmount()
  })

  it('a numeric app key: /12345?startapp=12345__category_<id>', async () => {
    const { href, unmount } = renderApp({
      path: `/12345?startapp=12345__category_${String(courses.id)}`,
      launch: () => Promise.resolve(null),
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Курсы' })).toBeInTheDocument()
    expect(href()).toBe(`/12345/category/${String(courses.id)}`)
    unmount()
  })

  it('keeps /{appKey} alone, and with its plain app key, on Home', async () => {
    const plain = renderApp({ path: '/demo', launch: () => Promise.resolve(null) })
    expect(await screen.findByRole('list', { name: 'Разделы' })).toBeInTheDocument()
    expect(plain.href()).toBe('/demo')
    plain.unmount()
    const key = await openAt('/demo', 'demo')
    expect(await screen.findByRole('list', { name: 'Разделы' })).toBeInTheDocument()
    expect(key.href()).toBe('/demo')
    key.unmount()
  })

  it('Telegram’s launch params naming demo__category_<id>__r_ZZZ open the category', async () => {
    const { href, unmount } = await openAt('/demo', `demo__category_${String(courses.id)}__r_ZZZ`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Курсы' })).toBeInTheDocument()
    expect(href()).toBe(`/demo/category/${String(courses.id)}`)
    unmount()
  })

  it('a link to Home with a campaign’s code, opened at /{appKey}, stays on Home', async () => {
    const { href, unmount } = await openAt('/demo', 'demo__c_Q7')
    expect(await screen.findByRole('list', { name: 'Разделы' })).toBeInTheDocument()
    expect(href()).toBe('/demo')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    unmount()
  })

  it('lands on its Home for an unknown screen, with no error screen', async () => {
    const unknown = await openAt('/demo', 'demo__category_99999')
    expect(await screen.findByRole('list', { name: 'Разделы' })).toBeInTheDocument()
    expect(unknown.href()).toBe('/demo')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    unknown.unmount()
  })

  it("a param naming another hub's screen opens that screen, as at / (the start param names the hub)", async () => {
    const { href, unmount } = await openAt('/demo', `12345__category_${String(courses.id)}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Курсы' })).toBeInTheDocument()
    expect(href()).toBe(`/12345/category/${String(courses.id)}`)
    unmount()
  })

  it('a screen path under the app key is not redirected by a start param', async () => {
    const { href, unmount } = await openAt(`/demo/section/${String(chats.id)}`, `demo__category_${String(courses.id)}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Чаты по направлениям' })).toBeInTheDocument()
    expect(href()).toBe(`/demo/section/${String(chats.id)}`)
    unmount()
  })
})
