import { isAppKey } from '@/api/contract/plain/app-key'
import type { TrpcContext } from './trpc'
import type { Store } from './store/store'
import type { FileStorage } from './store/file-storage'
import { verifyToken } from './auth'
import { HttpProblem } from './errors'
import { roleOf } from './services/admins'
import type { AuditLimits } from './context'

/** What a server (Node or MSW) provides to every request. */
export interface ApiDeps {
  store: Store
  files: FileStorage
  botToken: string
  now?: () => Date
  auditLimits?: AuditLimits
}

/** What a procedure may set on its answer besides the body: cookies, and another success status. */
export interface AnswerExtras {
  cookies: string[]
  status?: 200
}

/**
 * The tRPC context of one HTTP request: the app key from `X-App-Key`, the caller from a verified
 * bearer token (admin rights and role looked up now, so a removed admin loses access, and a changed role
 * applies, at their next call).
 */
export async function contextFromRequest(request: Request, deps: ApiDeps, extras: AnswerExtras): Promise<TrpcContext> {
  const now = deps.now ?? (() => new Date())
  const header = request.headers.get('x-app-key')?.trim() ?? null
  const appKey = isAppKey(header) ? header : null
  const context: TrpcContext = {
    appKey,
    caller: null,
    authProblem: null,
    store: deps.store,
    files: deps.files,
    now,
    ...(deps.auditLimits && { auditLimits: deps.auditLimits }),
    botToken: deps.botToken,
    setCookie: (cookie) => extras.cookies.push(cookie),
    setStatus: (status) => {
      extras.status = status
    },
  }
  const authorization = request.headers.get('authorization') ?? ''
  if (!authorization.toLowerCase().startsWith('bearer ')) return context
  try {
    const claims = await verifyToken(authorization.slice(7).trim(), appKey, deps.botToken, now())
    const role = appKey ? await roleOf({ appKey, store: deps.store }, claims.sub) : null
    context.caller = {
      id: claims.sub,
      isAdmin: role !== null,
      role,
      ...(typeof claims.name === 'string' && { name: claims.name }),
    }
  } catch (error) {
    if (!(error instanceof HttpProblem)) throw error
    context.authProblem = error
  }
  return context
}
