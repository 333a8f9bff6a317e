import type { Audience, LockedDisplay } from '@/api/contract/audience'

/** Who sees a record, and whether it is announced before its window (issue 27). */
interface Visibility {
  audience?: Audience
  lockedDisplay?: LockedDisplay
  announce?: boolean
}

/** A new record's (the contract's defaults): everyone (locked, should it become members-only), not announced. */
export const newVisibility = (): Required<Visibility> => ({ audience: 'everyone', lockedDisplay: 'locked', announce: false })

/**
 * A stored record's, as the form holds them and a write sends them back. A backend without audiences
 * or announcements leaves them out: they stay undefined (nothing sent, so an update keeps whatever
 * the backend has).
 */
export const storedVisibility = (record: Visibility): Visibility => ({
  audience: record.audience,
  lockedDisplay: record.lockedDisplay,
  announce: record.announce,
})

/**
 * How many visitors wait for an announced record (the admin's read), shown beside the switch: read-only,
 * carried in the form's values beside the fields (toForm) and never sent (the forms' schemas leave it out).
 */
export const waitingOf = (record: { waitingCount?: number }) => ({ waitingCount: record.waitingCount })
