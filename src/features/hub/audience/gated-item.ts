import type { NotifyTarget } from '@/api/contract/notify'

/**
 * What a visitor read says of a record's audience and window (docs/decisions/audiences.md): `locked`
 * for a members-only record the visitor may not open (its title and icon only), `coming` for an
 * announced one not live yet. A backend without audiences leaves them out: everything opens.
 */
export interface GatedItem {
  id: number
  locked?: boolean
  coming?: boolean
  visibleFrom?: string | null
  notifyRequestId?: number | null
}

export const isGated = (item: GatedItem): boolean => item.locked === true || item.coming === true

export type { NotifyTarget }
