import type { OrderState } from '@/api/contract/audit-log'
import { refused } from '../errors'
import type { AppData, AuditRecord } from '../store/store'
import { sameMembers } from './app-data'
import type { AuditChange } from './audit'
import { goneRefOf } from './record-ref'
import { byOrder } from './resolve'
import { raiseOrderVersion, versionOf } from './versions'

/**
 * An order entry's old order comes back when the list still has the same members (else 409
 * restore_order_changed naming what was added and removed since). It raises the order's version:
 * the list's (Home's categories, banners) or the category's (its items).
 */
export function restoreOrder(app: AppData, entry: AuditRecord): Omit<AuditChange, 'action'> {
  const wanted = entry.before as OrderState
  const { list } = wanted
  const category = entry.recordId === null ? null : (app.categories.find((c) => c.id === entry.recordId) ?? null)
  if (entry.recordId !== null && !category) {
    throw refused('Its category has been deleted since.', {
      code: 'restore_record_gone',
      params: { record: goneRefOf(app, 'categories', entry.recordId) },
    })
  }
  const children = (parentId: number | null) =>
    app.categories
      .filter((c) => c.parentId === parentId)
      .sort(byOrder)
      .map((c) => c.id)
  const current =
    list === 'banners'
      ? app.banners.map((b) => b.id)
      : list === 'materials'
        ? [...(category?.materialIds ?? [])]
        : list === 'sections'
          ? [...(category?.sectionIds ?? [])]
          : children(category?.id ?? null)
  if (!sameMembers(wanted.ids, current)) {
    const was = new Set(wanted.ids)
    const now = new Set(current)
    throw refused('The list has other members now: that order no longer fits it.', {
      code: 'restore_order_changed',
      params: { list, added: current.filter((id) => !was.has(id)), removed: wanted.ids.filter((id) => !now.has(id)) },
    })
  }
  if (wanted.ids.every((id, index) => current[index] === id)) {
    throw refused('The list is in that order already.', { code: 'restore_nothing_to_do', params: {} })
  }
  if (list === 'banners') {
    const byId = new Map(app.banners.map((b) => [b.id, b]))
    app.banners = wanted.ids.flatMap((id) => byId.get(id) ?? [])
    raiseOrderVersion(app, 'banners')
  } else if (list === 'materials' && category) {
    category.materialIds = [...wanted.ids]
  } else if (list === 'sections' && category) {
    category.sectionIds = [...wanted.ids]
  } else {
    wanted.ids.forEach((id, position) => {
      const child = app.categories.find((c) => c.id === id)
      if (child) child.order = position
    })
    if (!category) raiseOrderVersion(app, 'categories')
  }
  if (category) category.version = versionOf(category) + 1
  return {
    resource: entry.resource,
    recordId: entry.recordId,
    before: { list, ids: current },
    after: { list, ids: [...wanted.ids] },
  }
}
