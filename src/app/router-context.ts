import type { StartupDeps } from './startup'

/** What every route's beforeLoad/loader receives. */
export type RouterContext = StartupDeps
