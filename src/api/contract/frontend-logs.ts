import { z } from 'zod'
import { listOf, listQuery } from './common'
import { op } from './operation'
import { MAX_LOG_BYTES } from './plain/log-size'

/** SPEC 7: reports are of type error; the list's type filter takes the same values. */
export const frontendLogType = z.literal('error')

export const frontendLogInput = z.object({
  type: frontendLogType,
  log: z
    .string()
    .min(1)
    .refine((v) => new TextEncoder().encode(v).length <= MAX_LOG_BYTES, 'Log must be at most 8 KB'),
})

export const frontendLog = z.object({
  id: z.number().int(),
  type: frontendLogType,
  log: z.string(),
  userId: z.number().int().nullable(),
  createdAt: z.string(),
})
export type FrontendLog = z.infer<typeof frontendLog>

export const frontendLogQuery = listQuery({ type: frontendLogType, search: z.string().trim().max(200) })

export const frontendLogsOps = {
  'frontendLogs.create': op({
    method: 'POST',
    path: '/frontend-logs',
    input: frontendLogInput,
    output: frontendLog,
    access: 'public',
    status: 201,
    summary: 'Report a front-end error',
    description: 'A front-end error report of at most 8 KB; a token is optional (the signed-in user is recorded with it).',
    origin: 'spec',
  }),
  'frontendLogs.list': op({
    method: 'GET',
    path: '/frontend-logs',
    input: frontendLogQuery,
    output: listOf(frontendLog),
    access: 'admin',
    list: true,
    summary: 'List front-end errors',
    description: 'Front-end error reports, newest first; `filter[type]`, `filter[search]` (text in the log).',
    origin: 'spec',
  }),
}
