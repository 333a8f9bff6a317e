/**
 * Who sees a record (zod-free: the server's reads, the admin's preview and the hub apply the same
 * rule). Membership is of the hub's channel (`subscription_channel_url`); admins count as members.
 */
export type Audience = 'everyone' | 'members' | 'outsiders'

/** How a members-only record meets someone outside: left out, or shown locked (title and icon only). */
export type LockedDisplay = 'hidden' | 'locked'

/**
 * - `open`: shown with everything it holds
 * - `locked`: shown as a locked stub (title and icon, `locked: true`; nothing it holds); a direct
 *   read answers 403 `members_only`
 * - `hidden`: left out of every list, and a direct read answers 404, as for a record that is not there
 */
export type AudienceAccess = 'open' | 'locked' | 'hidden'

/** A record's audience fields; records written before audiences existed have none: everyone. */
export interface Audienced {
  audience?: Audience
  lockedDisplay?: LockedDisplay
}

export const DEFAULT_AUDIENCE: Audience = 'everyone'
export const DEFAULT_LOCKED_DISPLAY: LockedDisplay = 'locked'

export function audienceAccess(record: Audienced, member: boolean): AudienceAccess {
  switch (record.audience ?? DEFAULT_AUDIENCE) {
    case 'everyone':
      return 'open'
    case 'members':
      return member ? 'open' : (record.lockedDisplay ?? DEFAULT_LOCKED_DISPLAY)
    case 'outsiders':
      return member ? 'hidden' : 'open'
  }
}
