import { createTRPCClient } from '@trpc/client'
import { createTRPCReact } from '@trpc/react-query'
import type { AppRouter } from '@mock-api/routers'
import type { HttpConfig } from './http'
import { restLink } from './rest-link'

/** tRPC's typed React hooks; every call goes out as the REST request of the contract. */
export const trpc = createTRPCReact<AppRouter>()

export function createApiClient(config: HttpConfig) {
  return trpc.createClient({ links: [restLink<AppRouter>(config)] })
}

/** A plain (non-React) client for start-up code and error reporting. */
export function createVanillaClient(config: HttpConfig) {
  return createTRPCClient<AppRouter>({ links: [restLink<AppRouter>(config)] })
}

export type ApiClient = ReturnType<typeof createApiClient>
export type VanillaClient = ReturnType<typeof createVanillaClient>
