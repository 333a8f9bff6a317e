import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { serveMockApi } from '../support/mock-api-server'
import { mockApiHandlers, renderHub, seedWith } from './hub-harness'

const ENDS_IN_MS = 1500

const server = serveMockApi()

describe('content on a schedule', () => {
  it('a banner whose window ends while Home stays open disappears (the hub reads again when next_change_at passes)', async () => {
    // Its window ends a moment after Home has drawn it (set here, not at import: the clock runs meanwhile).
    const data = seedWith((seed) => {
      const banner = seed.apps.demo?.banners.find((item) => item.isActive)
      if (banner) banner.visibleUntil = new Date(Date.now() + ENDS_IN_MS).toISOString()
    })
    server.use(...mockApiHandlers(data))
    await renderHub('/demo', { scheduleWatch: true })
    const banners = await screen.findByRole('list', { name: 'Баннеры' })
    expect(within(banners).getAllByRole('button')).toHaveLength(2)
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Баннеры' })).getAllByRole('button')).toHaveLength(1), {
      timeout: ENDS_IN_MS + 5000,
    })
  })
})
