import type { AnyRouter } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api/api-error'
import { watchSubscriptionRequired } from '@/app/subscription-watch'
import { safeReturnPath } from '@/session/subscription'
import { createTestQueryClient } from '@stories/support/query-client'

/** QA: visitor 2 on /club ended on `/club/no-subscription?redirect=/club/no-subscription?redirect=...`. */
describe('the no-subscription redirect never nests', () => {
  it.each([
    ['/club/no-subscription?redirect=/club/no-subscription?redirect=/club', '/club'],
    ['/club/no-subscription?redirect=/club', '/club'],
    ['/club/no-navigation', '/club'],
    ['/club/not-found', '/club'],
    ['/club/loader?redirect=/club/category/3', '/club'],
    ['/club/category/3?x=1', '/club/category/3?x=1'],
    ['/club', '/club'],
    ['//evil.example/club', '/club'],
    ['/other/category/3', '/club'],
  ])('safeReturnPath(%s) -> %s', (redirect, expected) => {
    expect(safeReturnPath(redirect, 'club')).toBe(expected)
  })

  function setUp(href: string, matchedRoute = '/$appKey/') {
    const pathname = href.split('?')[0]!
    const navigate = vi.fn(() => Promise.resolve())
    // The navigation to `href` may still be pending: `state` shows the screen before it.
    const router = {
      latestLocation: { href, pathname },
      state: { location: { href: '/club', pathname: '/club' }, matches: [{ routeId: matchedRoute }] },
      navigate,
    } as unknown as AnyRouter
    const queryClient = createTestQueryClient()
    const stop = watchSubscriptionRequired({ queryClient, appKey: 'club' }, router)
    const refuse = (key: string) =>
      queryClient
        .query({
          queryKey: [key],
          queryFn: () =>
            Promise.reject(new ApiError('bad-response', 'Subscription required', { status: 403, code: 'subscription_required' })),
        })
        .catch(() => undefined)
    return { navigate, refuse, stop }
  }

  it('sends a refused read to no-subscription with the page it came from', async () => {
    const { navigate, refuse, stop } = setUp('/club/category/3')
    await refuse('category')
    expect(navigate).toHaveBeenCalledWith(
      expect.objectContaining({ to: '/$appKey/no-subscription', search: { redirect: '/club/category/3' } }),
    )
    stop()
  })

  it('stays put when a read is refused while no-subscription is already shown or on its way', async () => {
    const { navigate, refuse, stop } = setUp('/club/no-subscription?redirect=/club')
    await refuse('navigation')
    await refuse('home')
    expect(navigate).not.toHaveBeenCalled()
    stop()
  })

  it('never remembers a status screen as the way back', async () => {
    const { navigate, refuse, stop } = setUp('/club/not-found')
    await refuse('navigation')
    expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ search: { redirect: '/club' } }))
    stop()
  })
})
