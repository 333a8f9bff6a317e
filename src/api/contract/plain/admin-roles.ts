/**
 * The roles of a hub's admins (issue 28), zod-free for the client bundle: each role may do everything the
 * one after it may (owner > editor > analyst). `../roles.ts` builds the contract's schema from them.
 */
export const ADMIN_ROLES = ['owner', 'editor', 'analyst'] as const
export type AdminRoleName = (typeof ADMIN_ROLES)[number]

const RANK: Record<AdminRoleName, number> = { analyst: 0, editor: 1, owner: 2 }

/** Whether an admin of role `role` may do what needs `needs`. */
export function roleAllows(role: AdminRoleName, needs: AdminRoleName): boolean {
  return RANK[role] >= RANK[needs]
}

/** A role named by a server (a refusal's params, a user): null for anything this client does not know. */
export const knownRole = (value: unknown): AdminRoleName | null =>
  typeof value === 'string' && (ADMIN_ROLES as readonly string[]).includes(value) ? (value as AdminRoleName) : null
