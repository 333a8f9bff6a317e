import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { installErrorReporter, truncateLog } from '@/app/report-errors'
import { installErrorReporterLazily } from '@/app/report-errors-lazy'
import { API_BASE, fakeWindowScroll, launchAs, mockApiServer, renderApp } from './app-harness'

vi.mock('../../../src/features/hub/home/home-screen', async () => ({ HomeScreen: (await import('./screen-mocks')).FakeHome }))

function throwUncaught(error: unknown) {
  window.dispatchEvent(new ErrorEvent('error', { error, message: error instanceof Error ? error.message : String(error) }))
}

function rejectUnhandled(reason: unknown) {
  window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }))
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('error reporter', () => {
  let stop = () => {}
  afterEach(() => stop())

  it('reports uncaught errors and unhandled rejections, each message+stack once', async () => {
    const send = vi.fn((_log: string) => Promise.resolve())
    stop = installErrorReporter({ send })
    const boom = new Error('boom')
    throwUncaught(boom)
    throwUncaught(boom)
    rejectUnhandled(boom)
    rejectUnhandled('plain reason')
    rejectUnhandled('plain reason')
    await flush()
    expect(send).toHaveBeenCalledTimes(2)
    expect(send.mock.calls[0]?.[0]).toMatch(/^Error: boom\n.*boom/s)
    expect(send.mock.calls[1]?.[0]).toMatch(/^plain reason\nurl: /)
  })

  it('stops after 20 reports in a session', async () => {
    const send = vi.fn((_log: string) => Promise.resolve())
    stop = installErrorReporter({ send })
    for (let i = 0; i < 30; i++) throwUncaught(new Error(`error ${String(i)}`))
    await flush()
    expect(send).toHaveBeenCalledTimes(20)
  })

  it('never reports its own failures', async () => {
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    const send = vi.fn((_log: string) => Promise.reject(new Error('log endpoint down')))
    stop = installErrorReporter({ send })
    throwUncaught(new Error('first'))
    await flush()
    expect(send).toHaveBeenCalledTimes(1)
    expect(unhandled).not.toHaveBeenCalled()
    process.off('unhandledRejection', unhandled)
  })

  it('cuts logs to 8 KB without splitting a character', () => {
    const log = truncateLog('я'.repeat(10_000))
    expect(new TextEncoder().encode(log).length).toBeLessThanOrEqual(8192)
    expect(log).toMatch(/^я+…\[truncated\]$/)
    expect(truncateLog('short')).toBe('short')
  })
})

describe('error reporter loaded at the first error', () => {
  let stop = () => {}
  afterEach(() => stop())

  it('keeps what happens while report-errors.ts loads, then reports it like installErrorReporter', async () => {
    const send = vi.fn((_log: string) => Promise.resolve())
    stop = installErrorReporterLazily({ send })
    const boom = new Error('boom')
    throwUncaught(boom)
    rejectUnhandled('plain reason')
    throwUncaught(boom)
    expect(send).not.toHaveBeenCalled()
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2))
    expect(send.mock.calls[0]?.[0]).toMatch(/^Error: boom\n.*boom/s)
    expect(send.mock.calls[1]?.[0]).toMatch(/^plain reason\nurl: /)
    rejectUnhandled('later')
    await flush()
    expect(send).toHaveBeenCalledTimes(3)
  })

  it('reports nothing once uninstalled, even what it kept', async () => {
    const send = vi.fn((_log: string) => Promise.resolve())
    // A plain reporter keeps a listener on the window, so the errors below count as handled.
    const other = vi.fn((_log: string) => Promise.resolve())
    stop = installErrorReporter({ send: other })
    const uninstall = installErrorReporterLazily({ send })
    throwUncaught(new Error('kept'))
    uninstall()
    throwUncaught(new Error('after uninstalling'))
    await flush()
    await flush()
    expect(send).not.toHaveBeenCalled()
    expect(other).toHaveBeenCalledTimes(2)
  })
})

describe('error reporting in the app', () => {
  const server = mockApiServer()
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  beforeEach(() => {
    fakeWindowScroll()
  })

  it('posts to frontendLogs.create with the app key, and a failing log call does not loop', async () => {
    const posted: Array<{ appKey: string | null; body: unknown }> = []
    server.use(
      http.post(`${API_BASE}/frontend-logs`, async ({ request }) => {
        posted.push({ appKey: request.headers.get('X-App-Key'), body: await request.json() })
        return HttpResponse.json({ message: 'Server error.' }, { status: 500 })
      }),
    )
    const { unmount } = renderApp({ path: '/demo', launch: () => launchAs(2), reportErrors: true })
    throwUncaught(new Error('before start-up'))
    await screen.findByRole('heading', { name: 'Home' })
    const again = new Error('after start-up')
    throwUncaught(again)
    throwUncaught(again)
    await waitFor(() => expect(posted).toHaveLength(2))
    await flush()
    expect(posted).toHaveLength(2)
    expect(posted[0]).toMatchObject({ appKey: 'demo', body: { type: 'error', log: expect.stringMatching(/^Error: before start-up/) } })
    unmount()
  })
})
