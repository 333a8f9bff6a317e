import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { parseErrorReport } from '@/api/error-report'
import { installErrorReporter, truncateLog } from '@/app/report-errors'
import { installErrorReporterLazily } from '@/app/report-errors-lazy'
import { serveMockApi } from '../support/mock-api-server'
import { API_BASE, fakeWindowScroll, launchAs, renderApp } from './app-harness'

vi.mock('../../../src/features/hub/home/home-screen', async () => ({ HomeScreen: (await import('./screen-mocks')).FakeHome }))

function throwUncaught(error: unknown) {
  window.dispatchEvent(new ErrorEvent('error', { error, message: error instanceof Error ? error.message : String(error) }))
}

function rejectUnhandled(reason: unknown) {
  window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }))
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 20))

/** The report inside the n-th log sent. */
const sent = (send: { mock: { calls: string[][] } }, n: number) => parseErrorReport(send.mock.calls[n]?.[0] ?? '')

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
    expect(sent(send, 0)).toMatchObject({ kind: 'error', message: 'Error: boom', stack: expect.stringContaining('boom') })
    expect(sent(send, 1)).toMatchObject({ kind: 'unhandledrejection', message: 'plain reason', stack: '', url: 'http://localhost:3000/' })
  })

  it('sends message, stack, url, platform, user and time, and never the token or the launch data', async () => {
    const send = vi.fn((_log: string) => Promise.resolve())
    const token = 'eyJzdWIiOjF9.c2lnbmF0dXJlLXZhbHVl'
    const initData = 'user=%7B%22id%22%3A1%7D&auth_date=1700000000&hash=abcdef0123456789'
    window.history.replaceState(
      null,
      '',
      `/demo/category/3?token=${token}#tgWebAppData=${encodeURIComponent(initData)}&tgWebAppPlatform=ios`,
    )
    stop = installErrorReporter({ send, context: () => ({ platform: 'ios', userId: 7, secrets: [token, initData] }) })
    throwUncaught(new Error(`request failed with Authorization: Bearer ${token} for ${initData}`))
    await flush()
    const log = send.mock.calls[0]?.[0] ?? ''
    expect(log).not.toContain(token)
    expect(log).not.toContain('abcdef0123456789')
    expect(log).not.toContain('tgWebAppData')
    const report = parseErrorReport(log)
    expect(report).toMatchObject({
      kind: 'error',
      message: 'Error: request failed with Authorization: Bearer [redacted] for [redacted]',
      url: 'http://localhost:3000/demo/category/3',
      platform: 'ios',
      userId: 7,
      userAgent: expect.stringContaining('jsdom'),
    })
    expect(report.stack).toContain('[redacted]')
    expect(Date.parse(report.time ?? '')).not.toBeNaN()
    window.history.replaceState(null, '', '/')
  })

  it('keeps a huge error within 8 KB as a whole report, cutting the stack first', async () => {
    const send = vi.fn((_log: string) => Promise.resolve())
    stop = installErrorReporter({ send })
    const huge = Object.assign(new Error('я'.repeat(1000)), { stack: `Error\n${'    at frame (file.js:1:1)\n'.repeat(2000)}` })
    throwUncaught(huge)
    await flush()
    const log = send.mock.calls[0]?.[0] ?? ''
    expect(new TextEncoder().encode(log).length).toBeLessThanOrEqual(8192)
    const report = parseErrorReport(log)
    expect(report.message).toBe(`Error: ${'я'.repeat(1000)}`)
    expect(report.stack).toMatch(/^Error\n {4}at frame.*…\[truncated\]$/s)
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
    expect(sent(send, 0)).toMatchObject({ kind: 'error', message: 'Error: boom' })
    expect(sent(send, 1)).toMatchObject({ kind: 'unhandledrejection', message: 'plain reason' })
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
  const server = serveMockApi()
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
    // Start-up signs in through the mock API: slow on a busy machine.
    await screen.findByRole('heading', { name: 'Home' }, { timeout: 15_000 })
    const again = new Error('after start-up')
    throwUncaught(again)
    throwUncaught(again)
    await waitFor(() => expect(posted).toHaveLength(2), { timeout: 15_000 })
    await flush()
    expect(posted).toHaveLength(2)
    expect(posted[0]).toMatchObject({ appKey: 'demo', body: { type: 'error' } })
    expect(parseErrorReport((posted[0]?.body as { log: string }).log)).toMatchObject({ message: 'Error: before start-up' })
    // Once signed in, a report says on which platform and for whom.
    expect(parseErrorReport((posted[1]?.body as { log: string }).log)).toMatchObject({
      message: 'Error: after start-up',
      platform: 'tdesktop',
      userId: 2,
    })
    unmount()
  })
})
