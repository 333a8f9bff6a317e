import { z } from 'zod'
import { id } from './common'
import { shareTarget } from './events'
import { shareCards } from './extensions'
import { op } from './operation'

/**
 * A Telegram message card for a visitor to share (issue 26): the backend calls the Bot API's
 * `savePreparedInlineMessage` for this user, and the hub hands the id to `shareMessage` (Telegram
 * 8.0+). `language`: the wording of the card's button (`ru` when left out).
 */
export const shareMessageInput = z.object({ target: shareTarget, id, language: z.enum(['ru', 'en']).optional() })

export const preparedMessage = z.object({
  preparedMessageId: z.string(),
  /** When Telegram forgets the prepared message (UTC ISO instant): prepare it again past that. */
  expiresAt: z.string(),
})
export type PreparedMessage = z.infer<typeof preparedMessage>

/**
 * What the card holds, as the mock keeps it (development only: GET /__dev/share-messages/{id} reads
 * it for the dev toolbar's stand-in of Telegram's share sheet). Zod-free: only a type.
 */
export interface ShareCard {
  preparedMessageId: string
  appKey: string
  /** The messenger user it was prepared for (only they can send it). */
  userId: number
  target: z.infer<typeof shareTarget>
  targetId: number
  title: string
  description: string | null
  /** The item's image as the hub serves it (a site path or an absolute url), null when it has none. */
  imageUrl: string | null
  /** The message's text (title and description) and its one button, opening the deep link with the sharer's code. */
  text: string
  button: { text: string; url: string }
  startParam: string
  createdAt: string
  expiresAt: string
}

export const shareMessagesOps = {
  'shareMessages.create': op({
    method: 'POST',
    path: '/share-messages',
    input: shareMessageInput,
    output: preparedMessage,
    access: 'visitor',
    status: 201,
    refusals: ['sharing_off', 'sharing_not_set_up', 'members_only'],
    summary: 'Prepare a share card',
    description:
      'A Telegram message card for the signed-in visitor to share a category, section or material: the backend calls the Bot ' +
      "API's `savePreparedInlineMessage` for this user (title, description, image, one button opening the item's deep link with " +
      "the sharer's code; a material opens the first screen that shows it) and answers the id the hub hands to `shareMessage`. " +
      '401 without a token; 404 for an item the visitor cannot read (the same check as the visitor reads); 403 `members_only` ' +
      'for a members-only item locked for them (issue 27: a card never carries what a locked item holds); 403 `sharing_off` ' +
      "while the hub's or the item's sharing is off; 409 `sharing_not_set_up` while the hub has no bot username.",
    origin: shareCards,
  }),
}
