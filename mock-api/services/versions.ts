import { refused, type HttpProblem } from '../errors'
import type { AppData, OrderedList, VersionedRecord } from '../store/store'

/** A record's version; records written before versions existed read as 1. */
export const versionOf = (record: VersionedRecord): number => record.version ?? 1

/** The version of a whole list's order (root categories, banners); 1 until the first order call. */
export const orderVersionOf = (app: AppData, list: OrderedList): number => app.orderVersions?.[list] ?? 1

export function raiseOrderVersion(app: AppData, list: OrderedList): void {
  app.orderVersions = { ...app.orderVersions, [list]: orderVersionOf(app, list) + 1 }
}

export interface UserStamp {
  userId: number
  userName: string
  at: string
}

/**
 * Refuses a write made on an older version (409 `edit_conflict` with the stored version, who wrote
 * it last and `current`, the stored record as the call would answer it). A write that names no
 * version is accepted, as older clients expect.
 */
export function checkVersion(sent: number | undefined, stored: number, current: () => unknown, changedBy: () => UserStamp | null): void {
  if (sent === undefined || sent === stored) return
  throw editConflict(stored, current(), changedBy())
}

function editConflict(stored: number, current: unknown, changedBy: UserStamp | null): HttpProblem {
  return refused(
    `This was changed by ${changedBy ? changedBy.userName : 'someone else'} since you read it (version ${String(stored)} now). Reload it, or send version ${String(stored)} to overwrite it.`,
    { code: 'edit_conflict', params: { version: stored, changedBy }, current },
  )
}
