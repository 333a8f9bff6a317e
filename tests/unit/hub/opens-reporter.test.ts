import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createOpensReporter,
  OPENS_INTERVAL_MS,
  OPENS_KEPT_AT_MOST,
  OPENS_PER_REQUEST,
  type OpenEvent,
  type SendEvents,
} from '@/features/hub/opens/opens-reporter'
import { fakePage } from '../support/fake-page'

function setup(status: number | (() => Promise<number>) = 202) {
  const calls: Array<{ appKey: string; events: OpenEvent[]; keepalive: boolean }> = []
  const send = vi.fn<SendEvents>((appKey, events, keepalive) => {
    calls.push({ appKey, events, keepalive })
    return typeof status === 'number' ? Promise.resolve(status) : status()
  })
  const page = fakePage()
  const reporter = createOpensReporter({ send, target: page as unknown as Document })
  return { reporter, send, calls, page }
}

const open = (target: OpenEvent['target'], id: number): OpenEvent => ({ type: 'open', target, id })

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('opens reporter', () => {
  it('sends nothing when the visitor opened nothing', async () => {
    const { send, page } = setup()
    await vi.advanceTimersByTimeAsync(10 * OPENS_INTERVAL_MS)
    page.hide()
    expect(send).not.toHaveBeenCalled()
  })

  it('batches opens: one request after the interval, with every open made meanwhile, in order', async () => {
    const { reporter, calls } = setup()
    reporter.add('demo', 'category', 1)
    reporter.add('demo', 'material', 7)
    await vi.advanceTimersByTimeAsync(OPENS_INTERVAL_MS - 1)
    reporter.add('demo', 'banner', 2)
    expect(calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toEqual([{ appKey: 'demo', events: [open('category', 1), open('material', 7), open('banner', 2)], keepalive: false }])
  })

  it('sends at most one request per interval, 50 opens each', async () => {
    const { reporter, calls } = setup()
    for (let id = 1; id <= OPENS_PER_REQUEST + 10; id++) reporter.add('demo', 'material', id)
    await vi.advanceTimersByTimeAsync(OPENS_INTERVAL_MS)
    expect(calls).toHaveLength(1)
    expect(calls[0]?.events).toHaveLength(OPENS_PER_REQUEST)
    await vi.advanceTimersByTimeAsync(OPENS_INTERVAL_MS - 1)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(2)
    expect(calls[1]?.events).toHaveLength(10)
  })

  it('flushes everything with keepalive when the page is hidden, and nothing twice', async () => {
    const { reporter, calls, page } = setup()
    reporter.add('demo', 'button', 3)
    reporter.add('demo', 'local_link', 4)
    page.hide()
    expect(calls).toEqual([{ appKey: 'demo', events: [open('button', 3), open('local_link', 4)], keepalive: true }])
    await vi.advanceTimersByTimeAsync(10 * OPENS_INTERVAL_MS)
    expect(calls).toHaveLength(1)
  })

  it('keeps each hub’s opens apart (the app key of the hub they were made in)', async () => {
    const { reporter, calls, page } = setup()
    reporter.add('demo', 'category', 1)
    reporter.add('club', 'category', 9)
    reporter.add('demo', 'section', 2)
    page.hide()
    expect(calls.map((call) => [call.appKey, call.events])).toEqual([
      ['demo', [open('category', 1), open('section', 2)]],
      ['club', [open('category', 9)]],
    ])
  })

  it('stops for the page session when the backend has no events call (404)', async () => {
    const { reporter, send, page } = setup(404)
    reporter.add('demo', 'category', 1)
    await vi.advanceTimersByTimeAsync(OPENS_INTERVAL_MS)
    expect(send).toHaveBeenCalledTimes(1)
    expect(reporter.stopped).toBe(true)
    expect(page.listeners.size).toBe(0)
    reporter.add('demo', 'category', 2)
    reporter.flush()
    await vi.advanceTimersByTimeAsync(10 * OPENS_INTERVAL_MS)
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('never retries into a storm: a failed batch is dropped and the next request waits twice as long', async () => {
    let answer = 503
    const { reporter, calls } = setup(() => Promise.resolve(answer))
    reporter.add('demo', 'category', 1)
    await vi.advanceTimersByTimeAsync(OPENS_INTERVAL_MS)
    expect(calls).toHaveLength(1)
    // The failed open is not sent again.
    await vi.advanceTimersByTimeAsync(10 * OPENS_INTERVAL_MS)
    expect(calls).toHaveLength(1)
    reporter.add('demo', 'category', 2)
    await vi.advanceTimersByTimeAsync(2 * OPENS_INTERVAL_MS - 1)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(2)
    expect(calls[1]?.events).toEqual([open('category', 2)])
    // Still failing (offline: no answer at all): four times as long.
    answer = 0
    reporter.add('demo', 'category', 3)
    await vi.advanceTimersByTimeAsync(4 * OPENS_INTERVAL_MS - 1)
    expect(calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(3)
    // Answered again: back to the interval.
    answer = 202
    reporter.add('demo', 'category', 4)
    await vi.advanceTimersByTimeAsync(8 * OPENS_INTERVAL_MS)
    expect(calls).toHaveLength(4)
    reporter.add('demo', 'category', 5)
    await vi.advanceTimersByTimeAsync(OPENS_INTERVAL_MS)
    expect(calls).toHaveLength(5)
  })

  it('a request that throws counts as a failure and sends nothing more meanwhile', async () => {
    const { reporter, calls } = setup(() => Promise.reject(new Error('offline')))
    for (let id = 1; id <= 120; id++) reporter.add('demo', 'material', id)
    await vi.advanceTimersByTimeAsync(OPENS_INTERVAL_MS)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(2 * OPENS_INTERVAL_MS - 1)
    expect(calls).toHaveLength(1)
  })

  it(`keeps at most ${String(OPENS_KEPT_AT_MOST)} opens while it waits (the oldest go)`, () => {
    const { reporter, calls, page } = setup()
    for (let id = 1; id <= OPENS_KEPT_AT_MOST + 30; id++) reporter.add('demo', 'material', id)
    page.hide()
    const sent = calls.flatMap((call) => call.events.map((event) => event.id))
    expect(sent).toHaveLength(OPENS_KEPT_AT_MOST)
    expect(sent[0]).toBe(31)
    expect(calls.every((call) => call.events.length <= OPENS_PER_REQUEST)).toBe(true)
  })
})
