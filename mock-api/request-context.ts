import { isAppKey } from '@/api/contract/plain/app-key'
import type { TrpcContext } from './trpc'
import type { Store } from './store/store'
import type { FileStorage } from './store/file-storage'
import { verifyToken } from './auth'
import { HttpProblem } from './errors'
import { isAdmin } from './services/admins'
import type { AuditLimits } from './context'

/** What a server (Node or MSW) provides to every request. */
export interface ApiDeps {
  store: Store
  files: FileStorage
  botToken: string
  now?: () => Date
  auditLimits?: AuditLimits
}

/**
 * The tRPC context of one HTTP request: the app key from `X-App-Key`, the caller from a verified
 * bearer token (admin rights looked up now, so a removed admin loses access at once).
 */
export async function contextFromRequest(request: Request, deps: ApiDeps, cookies: string[]): Promise<TrpcContext> {
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
    setCookie: (cookie) => cookies.push(cookie),
  }
  const authorization = request.headers.get('authorization') ?? ''
  if (!authorization.toLowerCase().startsWith('bearer ')) return context
  try {
    const claims = await verifyToken(authorization.slice(7).trim(), appKey, deps.botToken, now())
    context.caller = {
      id: claims.sub,
      isAdmin: appKey ? await isAdmin({ appKey, store: deps.store }, claims.sub) : false,
      ...(typeof claims.name === 'string' && { name: claims.name }),
    }
  } catch (error) {
    if (!(error instanceof HttpProblem)) throw error
    context.authProblem = error
  }
  return context
}
