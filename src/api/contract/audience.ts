import { z } from 'zod'

export { audienceAccess, type Audience, type AudienceAccess, type Audienced, type LockedDisplay } from './plain/audience-rule'

/**
 * Who sees a record: `everyone`, only `members` of the hub's channel, or only `outsiders` (a teaser
 * members do not need). Categories, sections, materials, banners and buttons (popup buttons and the
 * floating button) have one.
 */
export const audience = z.enum(['everyone', 'members', 'outsiders'])

/** How a members-only record meets outsiders: `hidden` (left out) or `locked` (title and icon, with a lock). */
export const lockedDisplay = z.enum(['hidden', 'locked'])

/**
 * The audience in write inputs. Left out of a create: everyone, locked. Left out of an update: the
 * stored values stay (not the defaults, unlike other fields of a full replacement), so a client
 * that knows nothing of audiences never opens members-only content to everyone by saving a form.
 */
export const audienceInput = {
  audience: audience.optional(),
  lockedDisplay: lockedDisplay.optional(),
}

/**
 * The audience in views. Optional: a backend without audiences leaves them out (everyone).
 * `locked`: on visitor reads, true for a members-only record the caller may not open; such a record
 * carries its title (or a button's text) and icon only: links, texts, images, video, materials,
 * sections and subcategories are empty (a banner keeps its image, which is all it shows). A direct
 * read of it answers 403 `members_only`.
 */
export const audienceView = {
  audience: audience.optional(),
  lockedDisplay: lockedDisplay.optional(),
  locked: z.boolean().optional(),
}
