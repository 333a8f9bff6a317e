import type { FileRouteTypes } from '@/routeTree.gen'

/** An admin screen's path without an `$id` (the index, lists, create forms): a typed back target. */
export type AdminPath = Exclude<Extract<FileRouteTypes['to'], '/$appKey/admin' | `/$appKey/admin/${string}`>, `${string}$id${string}`>
