import type { RegisteredRouter } from '@tanstack/react-router'

/**
 * Every path a link may name, from the registered router (src/app/router.tsx's `Register`): read
 * through the router's types, not by importing src/routeTree.gen.ts, which imports every route and
 * so every screen (an import cycle through each screen that names a path).
 */
type LinkPath = RegisteredRouter['routeTree']['types']['fileRouteTypes']['to']

/** An admin screen's path without an `$id` (the index, lists, create forms): a typed back target. */
export type AdminPath = Exclude<Extract<LinkPath, '/$appKey/admin' | `/$appKey/admin/${string}`>, `${string}$id${string}`>
