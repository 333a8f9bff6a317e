import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { hubSessions, type HubSession } from '@/app/hub-sessions'

/** Issue 17: one session (cache, API clients) per app key, made once and kept. */
const fake = (appKey: string) => ({ appKey, queryClient: new QueryClient() }) as unknown as HubSession

describe('hub sessions', () => {
  it('gives each app key its own session, the same one every time', () => {
    const open = vi.fn(fake)
    const hubs = hubSessions(open)
    const demo = hubs.get('demo')
    expect(hubs.get('club')).not.toBe(demo)
    expect(hubs.get('club').queryClient).not.toBe(demo.queryClient)
    expect(hubs.get('demo')).toBe(demo)
    expect(open).toHaveBeenCalledTimes(2)
  })

  it('watches the sessions there are and those to come, until stopped', () => {
    const hubs = hubSessions(fake)
    hubs.get('demo')
    const stopped: string[] = []
    const stop = hubs.each((hub) => () => stopped.push(hub.appKey))
    hubs.get('club')
    const seen: string[] = []
    hubs.each((hub) => void seen.push(hub.appKey))
    stop()
    expect(stopped).toEqual(['demo', 'club'])
    // A stopped watch is not run on a session made later; the others are.
    hubs.get('other')
    expect(stopped).toEqual(['demo', 'club'])
    expect(seen).toEqual(['demo', 'club', 'other'])
  })
})
