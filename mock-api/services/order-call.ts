import type { AuditResource, OrderState } from '@/api/contract/audit-log'
import type { ServiceContext } from '../context'
import { HttpProblem } from '../errors'
import type { AppData } from '../store/store'
import { sameMembers } from './app-data'
import { lastChangeOf, recordAudit } from './audit'
import { checkVersion } from './versions'

/** One order call: which list, what it names, and how the list changes. */
interface OrderCall {
  resource: AuditResource
  list: OrderState['list']
  /** The record whose items are ordered; null for a whole list (Home's categories, the banners). */
  recordId: number | null
  /** The version the call names (undefined: none) and the stored one: the list's order version, or the record's. */
  version: { sent: number | undefined; stored: number }
  /** What the call answers, and what a 409 carries as `current`. */
  answer: () => unknown
  /** The ids in the list now, in their order. */
  members: readonly number[]
  /** The ids in their new order, and the input field that holds them (for the 422). */
  ids: readonly number[]
  field: string
  /** The 422's message when `ids` are not exactly the members, each once. */
  mismatch: string
  /** Puts the list in the new order, then raises the version the call checked. */
  apply: () => void
}

/**
 * Every order call runs the same steps: refused (409 edit_conflict) when it names another version
 * than the stored one, 422 unless it names exactly the list's members, each once; then the list
 * takes the new order and the change goes into the audit log (the order before and after).
 */
export function runOrderCall(app: AppData, ctx: ServiceContext, call: OrderCall): void {
  checkVersion(call.version.sent, call.version.stored, call.answer, () => lastChangeOf(app, call.resource, call.recordId))
  if (!sameMembers(call.ids, call.members)) throw new HttpProblem(422, call.mismatch, { errors: { [call.field]: [call.mismatch] } })
  const before = [...call.members]
  call.apply()
  recordAudit(app, ctx, {
    action: 'order',
    resource: call.resource,
    recordId: call.recordId,
    before: { list: call.list, ids: before },
    after: { list: call.list, ids: [...call.ids] },
  })
}
