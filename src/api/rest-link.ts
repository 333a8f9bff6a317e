import { TRPCClientError, type TRPCLink } from '@trpc/client'
import { observable } from '@trpc/server/observable'
import type { AnyRouter } from '@trpc/server'
import type { OperationName } from './contract'
import { routes } from './routes.gen'
import { callOperation, type HttpConfig } from './http'

/**
 * A terminating tRPC link that speaks the REST contract instead of tRPC's own wire format:
 * each procedure call becomes the REST request of the operation with the same name, so the
 * SPA keeps tRPC's typed hooks and can still be pointed at any backend that serves the contract.
 */
export function restLink<TRouter extends AnyRouter>(config: HttpConfig): TRPCLink<TRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        const controller = new AbortController()
        const abort = () => controller.abort()
        op.signal?.addEventListener('abort', abort)
        if (!(op.path in routes)) {
          observer.error(TRPCClientError.from(new Error(`No REST operation for "${op.path}"`)))
          return () => undefined
        }
        callOperation(op.path as OperationName, op.input as never, config, controller.signal)
          .then((data) => {
            observer.next({ result: { type: 'data', data } })
            observer.complete()
          })
          .catch((error: unknown) => {
            observer.error(TRPCClientError.from(error instanceof Error ? error : new Error(String(error))))
          })
        return () => {
          op.signal?.removeEventListener('abort', abort)
        }
      })
}
