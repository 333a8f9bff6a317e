import type { AdminRoleName } from '@/api/contract/plain/admin-roles'
import { operationRoles, type AdminOperation } from '@/api/roles.gen'
import { useRoleAllows } from '@/features/admin/parts/roles/use-admin-role'

/**
 * Issue 28: what the contract's operations table says each write needs (src/api/roles.gen.ts), for the
 * screens that offer writes beside their lists and forms (the category tree, banners, icons). Outside
 * the shell's chunk: the screens that ask load it.
 */

/** The least role an operation needs, as the contract's operations table names it. */
export const roleOf = (operation: AdminOperation): AdminRoleName => operationRoles[operation]

/**
 * Whether the admin may call an operation: its action is offered only then (hidden, or disabled with
 * ReadOnlyNote's why). Read from the operation, so a screen cannot disagree with the server's rule.
 */
export const useMayCall = (operation: AdminOperation) => useRoleAllows(roleOf(operation))
