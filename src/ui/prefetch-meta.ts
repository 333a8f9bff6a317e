/**
 * The `<meta>` in which index.html lists the lazy chunks worth prefetching (vite.config.ts:
 * prefetchList writes it, src/ui/prefetch.ts reads it). A module of its own, importing nothing:
 * the Vite config loads it, and whatever the config imports must suit Vite's native config
 * loader (tests/unit/vite-config.test.ts).
 */
export const PREFETCH_META = 'nav-hub-prefetch'
