import { roleAllows, type AdminRoleName } from '@/api/contract/plain/admin-roles'
import { operationRoles, type AdminOperation } from '@/api/roles.gen'
import { useHubUser } from '@/session/use-hub-user'

/**
 * The signed-in admin's role in the route's hub (issue 28). A backend without roles answers none:
 * every admin is then an owner, as before roles. A role changed while the admin works is learned from
 * the next refused call and whenever the admin comes back to the window (role-watch.tsx).
 */
export function useAdminRole(): AdminRoleName {
  return useHubUser()?.role ?? 'owner'
}

/** Whether the admin's role allows what needs `needs` (the operations table's `role`). */
export const useRoleAllows = (needs: AdminRoleName) => roleAllows(useAdminRole(), needs)

/** The least role an operation needs, as the contract's operations table names it (src/api/roles.gen.ts). */
export const roleOf = (operation: AdminOperation): AdminRoleName => operationRoles[operation]

/**
 * Whether the admin may call an operation: its action is offered only then (hidden, or disabled with
 * ReadOnlyNote's why). Read from the operation, so a screen cannot disagree with the server's rule.
 */
export const useMayCall = (operation: AdminOperation) => useRoleAllows(roleOf(operation))

/** Content writes need an editor: an analyst's lists offer no actions and their forms open read-only. */
export const useCanEdit = () => useRoleAllows('editor')

/**
 * The least role a write of a resource needs (`admin.<resource>.<verb>` in the operations table); a
 * resource the table has no such operation for (the files' update) needs an editor, as every content write.
 */
export function writeRoleOf(resource: string, verb: 'create' | 'update' | 'delete'): AdminRoleName {
  const name = `admin.${resource}.${verb}`
  return name in operationRoles ? operationRoles[name as AdminOperation] : 'editor'
}
