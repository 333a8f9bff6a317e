import type { MessageKey } from '../../../i18n/ru'

/** The admin screens of SPEC 2 reachable from the admin index. */
export const ADMIN_SECTIONS = [
  { to: '/$appKey/admin/category', title: 'admin.section.categories' },
  { to: '/$appKey/admin/materials', title: 'admin.section.materials' },
  { to: '/$appKey/admin/popup', title: 'admin.section.popups' },
  { to: '/$appKey/admin/banner', title: 'admin.section.banner' },
  { to: '/$appKey/admin/floatting-button', title: 'admin.section.floatingButton' },
  { to: '/$appKey/admin/theme', title: 'admin.section.theme' },
  { to: '/$appKey/admin/icons', title: 'admin.section.icons' },
  { to: '/$appKey/admin/access-users', title: 'admin.section.accessUsers' },
  { to: '/$appKey/admin/logs', title: 'admin.section.logs' },
] as const satisfies ReadonlyArray<{ to: string; title: MessageKey }>
