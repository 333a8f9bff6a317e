import { initTRPC } from '@trpc/server'
import type { z } from 'zod'
import { operations, type OperationName, type Operations } from '@/api/contract'
import { adminRole, type AdminRole } from '@/api/contract/roles'
import { roleAllows } from '@/api/contract/plain/admin-roles'
import type { Caller, ServiceContext } from './context'
import { forbidden, HttpProblem, roleForbidden, subscriptionRequired, unauthenticated } from './errors'
import { requiresSubscription, viewerOf } from './services/membership'
import { findNavigation } from './services/navigations'
import { deliverDue } from './services/notify'

/**
 * Built per request by the REST adapter and the /trpc handler. The token has already been
 * checked: `caller` is set when it was valid for this app key, `authProblem` says why not.
 */
export interface TrpcContext extends Omit<ServiceContext, 'appKey'> {
  appKey: string | null
  authProblem: HttpProblem | null
  /** Verifies launch data and signs tokens; the dev default applies only where none is given. */
  botToken?: string
  /** Response headers a procedure wants set (POST /auth sets the XSRF cookie). */
  setCookie: (cookie: string) => void
}

// allowOutsideOfServer: MSW runs this router in the browser for Storybook.
const t = initTRPC.context<TrpcContext>().create({
  allowOutsideOfServer: true,
  errorFormatter({ shape, error }) {
    const problem = error.cause instanceof HttpProblem ? error.cause : null
    return {
      ...shape,
      data: {
        ...shape.data,
        httpStatus: problem?.status ?? shape.data.httpStatus,
        problem: problem ? { message: problem.message, ...problem.extra } : null,
      },
    }
  },
})

export const router = t.router
export const createCallerFactory = t.createCallerFactory

/**
 * An app key is required and must name an existing hub; the service context gets it. Messages due
 * to visitors waiting for a record that has gone live by now are sent first (services/notify.ts),
 * so every answer agrees with the outbox.
 */
const withApp = t.procedure.use(async ({ ctx, next }) => {
  if (!ctx.appKey) throw new HttpProblem(400, 'The X-App-Key header is required.')
  const appCtx = { ...ctx, appKey: ctx.appKey }
  const navigation = await findNavigation(appCtx)
  if (!navigation) throw new HttpProblem(404, 'Not found.')
  await deliverDue(appCtx)
  return next({ ctx: { ...appCtx, navigation } })
})

const publicProcedure = withApp

/**
 * Visitor reads know whom they are for (membership of the hub's channel, cached: services/membership.ts);
 * a hub that requires membership refuses anonymous callers (401) and outsiders (403).
 */
const visitorProcedure = withApp.use(async ({ ctx, next }) => {
  if (requiresSubscription(ctx.navigation)) requireCaller(ctx)
  const viewer = await viewerOf(ctx)
  if (requiresSubscription(ctx.navigation) && !viewer.member) throw subscriptionRequired()
  return next({ ctx: { ...ctx, viewer } })
})

const adminProcedure = withApp.use(({ ctx, next }) => {
  const caller = requireCaller(ctx)
  if (!caller.isAdmin || !caller.role) throw forbidden()
  return next({ ctx: { ...ctx, caller: { ...caller, role: caller.role } } })
})

/**
 * An admin operation: the caller's role (looked up at this request) must include the one the
 * operation needs, before its input is even read (403 role_forbidden), so nothing is applied.
 */
const adminProcedures = Object.fromEntries(
  adminRole.options.map((needs) => [
    needs,
    adminProcedure.use(({ ctx, next }) => {
      if (!roleAllows(ctx.caller.role, needs)) throw roleForbidden(ctx.caller.role, needs)
      return next()
    }),
  ]),
) as Record<AdminRole, typeof adminProcedure>

function requireCaller(ctx: TrpcContext): Caller {
  if (ctx.authProblem) throw ctx.authProblem
  if (!ctx.caller) throw unauthenticated()
  return ctx.caller
}

/** A signed-in caller, whatever the hub-wide rule (someone answering their join request is not a member yet). */
const signedInProcedure = withApp.use(({ ctx, next }) => next({ ctx: { ...ctx, caller: requireCaller(ctx) } }))

const byAccess = { public: publicProcedure, visitor: visitorProcedure, signedIn: signedInProcedure }

type In<K extends OperationName> = z.output<Operations[K]['input']>
type Out<K extends OperationName> = z.input<Operations[K]['output']>

/**
 * The procedure of one operation: its access check (and role), input and output schemas from the table.
 * Routers only add the resolver, so a router cannot drift from the contract.
 */
export function procedure<K extends OperationName>(name: K) {
  const operation = operations[name]
  const base = operation.access === 'admin' ? adminProcedures[operation.role] : byAccess[operation.access]
  return base
    .input(operation.input as unknown as z.ZodType<In<K>, z.input<Operations[K]['input']>>)
    .output(operation.output as unknown as z.ZodType<Out<K>, Out<K>>)
}
