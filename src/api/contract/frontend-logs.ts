import { z } from 'zod'
import { listOf, listQuery } from './common'
import { op } from './operation'

export const MAX_LOG_BYTES = 8 * 1024

export const frontendLogInput = z.object({
  type: z.literal('error'),
  log: z.string().min(1).refine((v) => new TextEncoder().encode(v).length <= MAX_LOG_BYTES, 'Log must be at most 8 KB'),
})

export const frontendLog = z.object({
  id: z.number().int(),
  type: z.literal('error'),
  log: z.string(),
  userId: z.number().int().nullable(),
  createdAt: z.string(),
})
export type FrontendLog = z.infer<typeof frontendLog>

export const frontendLogsOps = {
  'frontendLogs.create': op({
    method: 'POST', path: '/frontend-logs', input: frontendLogInput, output: frontendLog, access: 'public', status: 201,
    summary: 'Report a front-end error; a token is optional',
  }),
  'frontendLogs.list': op({
    method: 'GET', path: '/frontend-logs', input: listQuery({}), output: listOf(frontendLog), access: 'admin', list: true,
    summary: 'Front-end errors, newest first',
  }),
}
