import { TRPCError } from '@trpc/server'
import { ZodError } from 'zod'
import type { AuditLimits, Caller } from '@mock-api/context'
import { HttpProblem } from '@mock-api/errors'
import { appRouter } from '@mock-api/routers'
import { createMemoryFileStorage } from '@mock-api/store/file-storage'
import { createMemoryStore } from '@mock-api/store/memory'
import { seedData } from '@mock-api/store/seed'
import type { Data } from '@mock-api/store/store'
import { createCallerFactory } from '@mock-api/trpc'

export const NOW = new Date('2026-01-01T00:00:00Z')
export const ADMIN: Caller = { id: 1, isAdmin: true, role: 'owner' }

const createCaller = createCallerFactory(appRouter)

/**
 * The router over a fresh memory store (the seed of NOW's day unless `data` is given) and memory file
 * storage. Every call reads the time from `clock.now`, NOW unless a test moves it (or `options.now`
 * stands in for the clock); `auditLimits` stand in for the audit log's bounds.
 */
export function setup(data: Data = seedData(NOW), options: { now?: () => Date; auditLimits?: AuditLimits } = {}) {
  const store = createMemoryStore(data)
  const files = createMemoryFileStorage()
  const clock = { now: NOW }
  const now = options.now ?? (() => clock.now)
  const as = (caller: Caller | null, appKey = 'demo') =>
    createCaller({ appKey, caller, authProblem: null, store, files, now, auditLimits: options.auditLimits, setCookie: () => {} })
  return { store, files, clock, as, admin: as(ADMIN), visitor: as(null) }
}

/** The HttpProblem a call failed with (services throw them; tRPC wraps them). */
export async function problemOf(call: Promise<unknown>): Promise<HttpProblem> {
  const error = await failure(call)
  const cause = error instanceof TRPCError ? error.cause : error
  if (!(cause instanceof HttpProblem)) throw new Error(`Expected an HttpProblem, got ${String(error)}`)
  return cause
}

/** The input schema's messages by dot path, when a call's input was refused. */
export async function invalidFields(call: Promise<unknown>): Promise<Record<string, string[]>> {
  const error = await failure(call)
  const cause = error instanceof TRPCError ? error.cause : error
  if (!(cause instanceof ZodError)) throw new Error(`Expected a ZodError, got ${String(error)}`)
  const fields: Record<string, string[]> = {}
  for (const issue of cause.issues) (fields[issue.path.join('.')] ??= []).push(issue.message)
  return fields
}

async function failure(call: Promise<unknown>): Promise<unknown> {
  try {
    await call
  } catch (error) {
    return error
  }
  throw new Error('Expected the call to fail')
}

export const externalLink = (externalUrl: string) => ({ linkType: 'external' as const, externalUrl })
export const popupLink = (popupId: number) => ({ linkType: 'popup' as const, popupId })

export const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
)

export function fileOf(content: Uint8Array | string, name: string, type = 'application/octet-stream'): File {
  return new File([content as BlobPart], name, { type })
}
