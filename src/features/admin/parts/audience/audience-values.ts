import type { Audience, LockedDisplay } from '@/api/contract/audience'

interface AudienceValues {
  audience?: Audience
  lockedDisplay?: LockedDisplay
}

/** A new record's audience (the contract's defaults): everyone; locked, should it become members-only. */
export const newAudience = (): Required<AudienceValues> => ({ audience: 'everyone', lockedDisplay: 'locked' })

/**
 * A stored record's audience as the form holds it. A backend without audiences leaves them out: the
 * form keeps them undefined too (nothing sent, so an update keeps whatever the backend has).
 */
export const storedAudience = (record: AudienceValues): AudienceValues => ({
  audience: record.audience,
  lockedDisplay: record.lockedDisplay,
})
