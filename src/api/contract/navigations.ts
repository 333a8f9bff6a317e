import { z } from 'zod'
import { APP_KEY_PATTERN } from '@/api/contract/plain/app-key'
import { emptyToNull } from './common'
import { messages } from './messages'
import { sharing } from './extensions'
import { op } from './operation'
import { APP_SHORT_NAME_PATTERN, BOT_USERNAME_PATTERN } from './plain/start-param'

export const appKey = z.string().regex(APP_KEY_PATTERN, 'Invalid app key')

/**
 * A hub, keyed by app key. When `subscriptionChannelUrl` is set, visitors must be subscribed
 * to that channel (the mock keeps subscriber ids; see docs/decisions/access-and-sign-in.md).
 */
export const navigation = z.object({
  appKey: z.string(),
  title: z.string(),
  subscriptionChannelUrl: z.string().nullable(),
  /**
   * The earliest moment after this read at which a scheduled record starts or stops being shown
   * (UTC ISO instant), null when none lies ahead: read again then (docs/decisions/schedules.md).
   * Optional: a backend without schedules leaves it out.
   */
  nextChangeAt: z.string().nullable().optional(),
  /** Sharing settings (see `adminNavigation`); optional: a backend without them leaves them out. */
  botUsername: z.string().nullable().optional(),
  appShortName: z.string().nullable().optional(),
  /**
   * Issue 26's switches (see `adminNavigation`); optional: a backend without them leaves them out,
   * and a missing one means on.
   */
  sharingEnabled: z.boolean().optional(),
  homeScreenSuggestion: z.boolean().optional(),
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
 * How links into the hub are made (`shareLink` in plain/start-param.ts): `t.me/<botUsername>/<appShortName>`,
 * or the bot's main mini app without a short name. Null (or empty) leaves one unset.
 * `sharingEnabled`: visitors may share the hub's screens (issue 26; each item has its own switch
 * too); `homeScreenSuggestion`: regulars are offered to add the hub to their home screen. Both are
 * kept as they are when left out (clients that predate them send only the two names).
 */
export const sharingInput = z.object({
  botUsername: emptyToNull(botUsername),
  appShortName: emptyToNull(appShortName),
  sharingEnabled: z.boolean().optional(),
  homeScreenSuggestion: z.boolean().optional(),
})

/** The hub's settings as its admins read and change them. */
export const adminNavigation = z.object({
  appKey: z.string(),
  title: z.string(),
  botUsername: z.string().nullable(),
  appShortName: z.string().nullable(),
  /** Optional: a backend without issue 26 leaves them out (the admin then offers neither switch). */
  sharingEnabled: z.boolean().optional(),
  homeScreenSuggestion: z.boolean().optional(),
})

export const navigationsOps = {
  'navigations.get': op({
    method: 'GET',
    path: '/navigations/{appKey}',
    input: z.object({ appKey }),
    output: navigation,
    access: 'public',
    summary: 'Read a hub',
    description:
      'The hub of an app key (404 when there is none), read before anything else; needs no X-App-Key. ' +
      '`subscription_channel_url` set: visitors must be subscribed to that channel.',
    origin: 'spec',
  }),
  'admin.navigation.get': op({
    method: 'GET',
    path: '/admin/navigation',
    input: z.object({}).optional(),
    output: adminNavigation,
    access: 'admin',
    summary: "Read the hub's settings",
    description:
      "The hub's settings as its admins change them: its sharing settings (bot username, mini app short name); issue 26: whether " +
      'visitors may share its screens (`sharing_enabled`) and whether regulars are offered a home-screen shortcut ' +
      '(`home_screen_suggestion`).',
    origin: sharing,
  }),
  'admin.navigation.update': op({
    method: 'PUT',
    path: '/admin/navigation',
    input: sharingInput,
    output: adminNavigation,
    access: 'admin',
    summary: "Replace the hub's sharing settings",
    description:
      'A full replacement of the bot username and the mini app short name (null or an empty string leaves one unset; a leading @ ' +
      'of the username is dropped). Links into the hub are made of them: `https://t.me/<bot>/<app>?startapp=<param>`. Issue 26: ' +
      '`sharing_enabled` and `home_screen_suggestion` are kept as they were when left out (clients that predate them send only the ' +
      'names).',
    origin: sharing,
  }),
}
