import { z } from 'zod'
import { ADMIN_ROLES, type AdminRoleName } from './plain/admin-roles'

/**
 * What an admin of a hub may do (issue 28), each role everything the one after it may:
 * - `owner`: everything: access users and their roles, the hub's settings, import, statistics reset;
 * - `editor`: the content (categories, sections, materials, popups and their parts, banners, the
 *   floating button, icons and uploads, the theme), restoring content from the history, export;
 * - `analyst`: reads only (statistics, history, logs, and the content those screens name).
 * Every admin operation of the table names the least role it needs (`role`); README "Roles" has the table.
 */
export const adminRole = z.enum(ADMIN_ROLES)
export type AdminRole = AdminRoleName

/** The content's resources: analysts read them (their screens name records), editors write them. */
export const CONTENT_ROLES = { read: 'analyst', write: 'editor' } as const satisfies { read: AdminRole; write: AdminRole }
