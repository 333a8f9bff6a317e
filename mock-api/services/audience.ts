import { DEFAULT_AUDIENCE, DEFAULT_LOCKED_DISPLAY, type Audienced } from '@/api/contract/plain/audience-rule'
import type { AnnounceFields } from '../store/store'

/**
 * A write's audience as stored: what it sends; on an update that leaves them out, what the record
 * had (a client that knows nothing of audiences must not open members-only content by saving it).
 */
export function audienceFields(input: Audienced, current: Audienced | null): Required<Audienced> {
  return {
    audience: input.audience ?? current?.audience ?? DEFAULT_AUDIENCE,
    lockedDisplay: input.lockedDisplay ?? current?.lockedDisplay ?? DEFAULT_LOCKED_DISPLAY,
  }
}

/** A write's announcement as stored, kept like the audience when an update leaves it out. */
export function announceFields(input: AnnounceFields, current: AnnounceFields | null): Required<AnnounceFields> {
  return { announce: input.announce ?? current?.announce ?? false }
}
