import { roleAllows, type AdminRoleName } from '@/api/contract/plain/admin-roles'
import type { CapabilityName } from '@/features/admin/parts/capability/capabilities'
import type { AdminPath } from '@/features/admin/parts/shell/admin-path'
import type { NavMessageKey } from './nav-messages'

/** One screen of the admin, as the index and the desktop sidebar list it. */
export interface AdminScreen {
  key: NavMessageKey & ScreenIcon
  to: AdminPath
  /** The least role the screen is for (issue 28); without it, every role. */
  needs?: AdminRoleName
  /** The screen of a call beyond SPEC 7: a backend without it keeps the index row marked, and the sidebar leaves it out. */
  capability?: CapabilityName
}

/** The pictures the screens are drawn with (nav-icons.tsx). */
export type ScreenIcon =
  | 'categories'
  | 'materials'
  | 'popups'
  | 'banner'
  | 'icons'
  | 'theme'
  | 'floatingButton'
  | 'stats'
  | 'history'
  | 'notifications'
  | 'welcomeGate'
  | 'accessUsers'
  | 'hubFile'
  | 'logs'

/**
 * The admin's screens in four groups (issue 30): what visitors read, how the hub looks, what
 * happened, and who runs it. The index draws them as grouped rows, the desktop sidebar as its menu.
 */
const ADMIN_GROUPS = [
  {
    key: 'content',
    screens: [
      { key: 'categories', to: '/$appKey/admin/category' },
      { key: 'materials', to: '/$appKey/admin/materials' },
      { key: 'popups', to: '/$appKey/admin/popup' },
      { key: 'banner', to: '/$appKey/admin/banner' },
      { key: 'icons', to: '/$appKey/admin/icons', capability: 'icons' },
    ],
  },
  {
    key: 'look',
    screens: [
      { key: 'theme', to: '/$appKey/admin/theme' },
      { key: 'floatingButton', to: '/$appKey/admin/floatting-button' },
    ],
  },
  {
    key: 'analytics',
    screens: [
      { key: 'stats', to: '/$appKey/admin/stats', capability: 'stats' },
      { key: 'history', to: '/$appKey/admin/history', capability: 'auditLog' },
      { key: 'notifications', to: '/$appKey/admin/notifications', capability: 'notifications' },
    ],
  },
  {
    key: 'settings',
    screens: [
      { key: 'accessUsers', to: '/$appKey/admin/access-users', needs: 'owner' },
      // Issue 27: every role reads it (the operations table: analyst), only the owner saves it.
      { key: 'welcomeGate', to: '/$appKey/admin/welcome-gate', capability: 'welcomeGate' },
      { key: 'hubFile', to: '/$appKey/admin/hub-file', needs: 'editor' },
      { key: 'logs', to: '/$appKey/admin/logs' },
    ],
  },
] as const satisfies ReadonlyArray<{ key: NavMessageKey; screens: readonly AdminScreen[] }>

/** The groups with only the screens `role` is offered (issue 28: screens outside a role are not shown). */
export const groupsFor = (role: AdminRoleName) =>
  ADMIN_GROUPS.map((group) => ({
    ...group,
    screens: group.screens.filter((screen: AdminScreen) => !screen.needs || roleAllows(role, screen.needs)),
  }))
