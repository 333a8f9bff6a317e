import { z } from 'zod'

/**
 * Whether visitors may share a category, section or material (issue 26; the hub's own switch is
 * `sharing_enabled` on its navigation). Optional in views: a backend without sharing leaves it out,
 * and a missing value means shareable. Optional in write inputs: left out, a new item is shareable
 * and an update keeps what the item had, so a client that predates the field never turns sharing
 * back on by saving.
 */
export const shareableInput = { shareable: z.boolean().optional() }
export const shareableView = { shareable: z.boolean().optional() }
