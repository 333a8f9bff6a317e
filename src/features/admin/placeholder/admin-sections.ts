import type { AdminMessageKey } from '@/features/admin/admin-messages'

/** The admin screens of SPEC 2 reachable from the admin index. */
export const ADMIN_SECTIONS = [
  { to: '/$appKey/admin/category', title: 'section.categories' },
  { to: '/$appKey/admin/materials', title: 'section.materials' },
  { to: '/$appKey/admin/popup', title: 'section.popups' },
  { to: '/$appKey/admin/banner', title: 'section.banner' },
  { to: '/$appKey/admin/floatting-button', title: 'section.floatingButton' },
  { to: '/$appKey/admin/theme', title: 'section.theme' },
  { to: '/$appKey/admin/icons', title: 'section.icons' },
  { to: '/$appKey/admin/access-users', title: 'section.accessUsers' },
  { to: '/$appKey/admin/logs', title: 'section.logs' },
] as const satisfies ReadonlyArray<{ to: string; title: AdminMessageKey }>
