import { roleAllows, type AdminRoleName } from '@/api/contract/plain/admin-roles'
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

/** Content writes need an editor: an analyst's lists offer no actions and their forms open read-only. */
export const useCanEdit = () => useRoleAllows('editor')
