import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { linkOpener } from '@/features/hub/links/link-opener-lazy'
import { serveMockApi } from '../support/mock-api-server'
import { renderHub } from './hub-harness'
import { messenger } from './messenger-mock'

vi.mock('../../../src/messenger/links', () => ({
  openExternalLink: (url: string) => messenger.openExternalLink(url),
  openTelegramLink: (url: string) => messenger.openTelegramLink(url),
}))
vi.mock('../../../src/messenger/haptics', () => ({ impactLight: () => messenger.impactLight() }))

serveMockApi()

describe('Opening a link before its code is in (link-opener.ts, a chunk of its own)', () => {
  it('a tap loads the opener and then opens the link, once', async () => {
    await renderHub('/demo', { warmLinks: false })
    expect(linkOpener.current()).toBeNull()
    await userEvent.click(await screen.findByRole('button', { name: 'Написать куратору' }))
    expect(messenger.impactLight).toHaveBeenCalled()
    await waitFor(() => expect(messenger.openTelegramLink).toHaveBeenCalledWith('https://t.me/kod_curator'))
    expect(messenger.openTelegramLink).toHaveBeenCalledTimes(1)
    expect(linkOpener.current()).not.toBeNull()
  })
})
