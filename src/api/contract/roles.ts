import { z } from 'zod'

/**
 * What an admin of a hub may do (issue 28), each role everything the one after it may:
 * - `owner`: everything: access users and their roles, the hub's settings, import, statistics reset;
 * - `editor`: the content (categories, sections, materials, popups and their parts, banners, the
 *   floating button, icons and uploads, the theme), restoring content from the history, export;
 * - `analyst`: reads only (statistics, history, logs, and the content those screens name).
 * Every admin operation of the table names the least role it needs (`role`); README "Roles" has the table.
 */
export const adminRole = z.enum(['owner', 'editor', 'analyst'])
export type AdminRole = z.infer<typeof adminRole>

const RANK: Record<AdminRole, number> = { analyst: 0, editor: 1, owner: 2 }

/** Whether an admin of role `role` may do what needs `needs`. */
export function roleAllows(role: AdminRole, needs: AdminRole): boolean {
  return RANK[role] >= RANK[needs]
}

/** The content's resources: analysts read them (their screens name records), editors write them. */
export const CONTENT_ROLES = { read: 'analyst', write: 'editor' } as const satisfies { read: AdminRole; write: AdminRole }
