import { z } from 'zod'
import { APP_KEY_PATTERN } from '@/api/app-key'
import { op } from './operation'

export const appKey = z.string().regex(APP_KEY_PATTERN, 'Invalid app key')

/**
 * A hub, keyed by app key. When `subscriptionChannelUrl` is set, visitors must be subscribed
 * to that channel (the mock keeps subscriber ids; see README "Subscriptions").
 */
export const navigation = z.object({
  appKey: z.string(),
  title: z.string(),
  subscriptionChannelUrl: z.string().nullable(),
  /**
   * The earliest moment after this read at which a scheduled record starts or stops being shown
   * (UTC ISO instant), null when none lies ahead: read again then (README "Content on a schedule").
   * Optional: a backend without schedules leaves it out.
   */
  nextChangeAt: z.string().nullable().optional(),
})
export type Navigation = z.infer<typeof navigation>

export const navigationsOps = {
  'navigations.get': op({
    method: 'GET',
    path: '/navigations/{appKey}',
    input: z.object({ appKey }),
    output: navigation,
    access: 'public',
    summary: 'The hub of an app key; 404 when there is none',
  }),
}
