import type { AppContext } from './startup'

/**
 * What every route's beforeLoad/loader receives. Below `/$appKey`, its `beforeLoad` adds the hub's
 * session (startup-guard.ts): `context.utils`, `context.queryClient` are that hub's.
 */
export type RouterContext = AppContext
