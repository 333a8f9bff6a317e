import type { ShareTarget } from '@/api/contract/events'
import type { ServiceContext } from '../context'
import { notFound } from '../errors'
import type { AppData, CategoryRecord, MaterialRecord, SectionRecord } from '../store/store'
import { findById } from './app-data'
import { resolver } from './resolve'

export interface ReadableItems {
  category: CategoryRecord
  section: SectionRecord
  material: MaterialRecord
}

/**
 * The one answer to "may this visitor read this item": the record, or 404 as a visitor read answers
 * (unknown, inactive, outside its window, under a hidden category). The visitor reads of categories
 * and sections ask it, and so do share messages (issue 26), so a share card never carries what a read
 * would not; issue 27's audiences (members-only items: 403 `members_only`) belong here, for all of them.
 * A material has no read of its own: it is readable while it is shown (active, inside its window).
 */
export function readableItem<T extends ShareTarget>(
  ctx: Pick<ServiceContext, 'caller' | 'now'>,
  app: AppData,
  target: T,
  id: number,
): ReadableItems[T] {
  const visitor = resolver(app, 'visitor', ctx.now())
  switch (target) {
    case 'category': {
      const record = findById(app.categories, id)
      if (!visitor.categoryShown(record)) throw notFound()
      return record as ReadableItems[T]
    }
    case 'section':
      return findById(app.sections, id) as ReadableItems[T]
    case 'material': {
      const record = findById(app.materials, id)
      if (!visitor.shown(record)) throw notFound()
      return record as ReadableItems[T]
    }
  }
  throw notFound()
}
