import { z } from 'zod'
import { APP_KEY_PATTERN } from '@/api/app-key'
import { emptyToNull } from './common'
import { messages } from './messages'
import { op } from './operation'
import { APP_SHORT_NAME_PATTERN, BOT_USERNAME_PATTERN } from './start-param'

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
  /** Sharing settings (see `adminNavigation`); optional: a backend without them leaves them out. */
  botUsername: z.string().nullable().optional(),
  appShortName: z.string().nullable().optional(),
})
export type Navigation = z.infer<typeof navigation>

/** The bot's username, as Telegram allows it; a leading @ is dropped (copied from Telegram), not refused. */
export const botUsername = z
  .string()
  .trim()
  .transform((value) => value.replace(/^@/, ''))
  .pipe(z.string().regex(BOT_USERNAME_PATTERN, messages.botUsername))

export const appShortName = z.string().trim().regex(APP_SHORT_NAME_PATTERN, messages.appShortName)

/**
 * How links into the hub are made (`shareLink` in start-param.ts): `t.me/<botUsername>/<appShortName>`,
 * or the bot's main mini app without a short name. Null (or empty) leaves one unset.
 */
export const sharingInput = z.object({
  botUsername: emptyToNull(botUsername),
  appShortName: emptyToNull(appShortName),
})
export type SharingInput = z.input<typeof sharingInput>

/** The hub's settings as its admins read and change them. */
export const adminNavigation = z.object({
  appKey: z.string(),
  title: z.string(),
  botUsername: z.string().nullable(),
  appShortName: z.string().nullable(),
})
export type AdminNavigation = z.infer<typeof adminNavigation>

export const navigationsOps = {
  'navigations.get': op({
    method: 'GET',
    path: '/navigations/{appKey}',
    input: z.object({ appKey }),
    output: navigation,
    access: 'public',
    summary: 'The hub of an app key; 404 when there is none',
  }),
  'admin.navigation.get': op({
    method: 'GET',
    path: '/admin/navigation',
    input: z.object({}).optional(),
    output: adminNavigation,
    access: 'admin',
    role: 'analyst',
    summary: "The hub's settings: its sharing settings (bot username, mini app short name)",
  }),
  'admin.navigation.update': op({
    method: 'PUT',
    path: '/admin/navigation',
    input: sharingInput,
    output: adminNavigation,
    access: 'admin',
    role: 'owner',
    summary: "Replace the hub's sharing settings (bot username, mini app short name; null leaves one unset)",
  }),
}
