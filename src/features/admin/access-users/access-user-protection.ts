import type { Admin } from '@/api/contract/admins'

type RemovalBlock = 'lastAdmin' | 'ownAccess'

/**
 * Why an access user may not be removed, as the server refuses it too (409). Only admins see this
 * screen, so any other admin's row means there are two at least: only one's own row is ever
 * blocked, as the hub's last admin when `total` is 1, else as one's own access.
 */
export function removalBlock(admin: Admin, ctx: { total: number | undefined; myTelegramId: number | undefined }): RemovalBlock | null {
  if (admin.telegramId !== ctx.myTelegramId) return null
  return ctx.total === 1 ? 'lastAdmin' : 'ownAccess'
}
