import type { ShareTarget } from '@/api/contract/events'
import type { ServiceContext } from '../context'
import { membersOnly, notFound } from '../errors'
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
 * (unknown, inactive, outside its window, announced and not live yet, hidden by its audience or
 * under a category that is), or 403 `members_only` (issue 27: members-only and locked for the viewer,
 * or held by a category that is). The visitor reads of categories and sections ask it, and so do
 * share messages (issue 26), so a share card never carries what a read would not.
 * A material has no read of its own: it is readable while it is shown to the viewer.
 */
export function readableItem<T extends ShareTarget>(
  ctx: Pick<ServiceContext, 'caller' | 'now' | 'viewer'>,
  app: AppData,
  target: T,
  id: number,
): ReadableItems[T] {
  const visitor = resolver(app, 'visitor', ctx.now(), ctx.viewer)
  const check = (read: 'open' | 'locked' | 'absent') => {
    if (read === 'absent') throw notFound()
    if (read === 'locked') throw membersOnly()
  }
  switch (target) {
    case 'category': {
      const record = findById(app.categories, id)
      check(visitor.categoryRead(record))
      return record as ReadableItems[T]
    }
    case 'section': {
      const record = findById(app.sections, id)
      check(visitor.sectionRead(record))
      return record as ReadableItems[T]
    }
    case 'material': {
      const record = findById(app.materials, id)
      const found = visitor.presence(record)
      check(found === null || found.coming ? 'absent' : found.locked ? 'locked' : 'open')
      return record as ReadableItems[T]
    }
  }
  throw notFound()
}
