import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { seedData } from '@mock-api/store/seed'
import { paintTheme } from '@/app/paint-theme'
import { hubThemeAtom } from '@/app/startup-atoms'
import { serveMockApi } from '../support/mock-api-server'
import { fakeWindowScroll, launchAs, renderApp } from './app-harness'

vi.mock('../../../src/features/hub/home/home-screen', async () => ({ HomeScreen: (await import('./screen-mocks')).FakeHome }))

const data = seedData()
const demo = data.apps.demo
if (!demo) throw new Error('The seed has no demo app')
// The first theme applies: make it a dark one.
const first = demo.themes[0]
if (!first) throw new Error('The seed has no theme')
Object.assign(first, { type: 'dark', backgroundColor: '#8774e1', textColor: '#ffffff' })

serveMockApi(data)
beforeEach(() => {
  fakeWindowScroll()
  document.documentElement.removeAttribute('style')
})

const root = () => document.documentElement

describe('hub theme (SPEC 4)', () => {
  it('applies the first theme: the dark class and the two accent variables', async () => {
    const { app } = renderApp({ path: '/demo', launch: () => launchAs(2) })
    await screen.findByRole('heading', { name: 'Home' })
    expect(app.store.get(hubThemeAtom)).toMatchObject({ type: 'dark', backgroundColor: '#8774e1' })
    expect(root()).toHaveClass('dark')
    expect(root().style.getPropertyValue('--hub-accent')).toBe('#8774e1')
    expect(root().style.getPropertyValue('--hub-accent-text')).toBe('#ffffff')
  })

  it("keeps Telegram's colours only when their scheme matches the hub's", () => {
    const dark = { id: 1, type: 'dark' as const, backgroundColor: '#8774e1', textColor: '#ffffff' }
    paintTheme(dark, { bg_color: '#ffffff', text_color: '#000000' })
    expect(root()).toHaveClass('dark')
    expect(root().style.getPropertyValue('--tg-bg')).toBe('')
    paintTheme(dark, { bg_color: '#17212b', text_color: '#f5f5f5' })
    expect(root().style.getPropertyValue('--tg-bg')).toBe('#17212b')
  })

  it("follows Telegram's scheme when the hub has no theme", () => {
    paintTheme(null, { bg_color: '#17212b' })
    expect(root()).toHaveClass('dark')
    expect(root().style.getPropertyValue('--hub-accent')).toBe('')
    paintTheme(null, { bg_color: '#ffffff' })
    expect(root()).not.toHaveClass('dark')
  })
})
