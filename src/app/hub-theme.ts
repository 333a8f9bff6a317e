import { useStore } from 'jotai'
import { useEffect } from 'react'
import type { Theme } from '@/api/contract/themes'
import { trpc } from '@/api/trpc'
import type { TrpcUtils } from '@/api/trpc-utils'
import { launchParamsAtom } from './launch-atoms'
import { paintTheme } from './paint-theme'
import { retryTransient } from './retry'
import { currentHubAtom, hubThemeAtom } from './startup-atoms'
import type { Store } from './wait-for-atom'

/** Applies the hub's theme; the one in force already (start-up's, then the same cached list) is not painted again. */
function setHubTheme(store: Store, theme: Theme | null): void {
  if (store.get(hubThemeAtom) === theme) return
  store.set(hubThemeAtom, theme)
  paintTheme(theme, store.get(launchParamsAtom)?.themeParams ?? {})
}

/**
 * Paints the hub's theme from its cache (start-up's answer, a hub coming back, a kept visit) when it is
 * the hub the visitor is in: a late answer of a hub left behind never repaints the one shown.
 */
export function paintHubTheme({ store, utils, appKey }: { store: Store; utils: TrpcUtils; appKey: string }): void {
  if (store.get(currentHubAtom) === appKey) setHubTheme(store, utils.themes.list.getData()?.data[0] ?? null)
}

/** Start-up: fetch `themes.list` and apply the first theme; the default look applies on failure. */
export async function loadHubTheme(deps: { store: Store; utils: TrpcUtils; appKey: string }): Promise<void> {
  try {
    await deps.utils.themes.list.fetch(undefined, { retry: retryTransient })
  } catch {
    // No theme is not an error worth stopping for: the Telegram/default colours apply.
  }
  paintHubTheme(deps)
}

/** Keeps the page painted with the first theme while `themes.list` changes (the theme admin); `enabled` once the hub is found. */
export function useHubThemeSync(enabled: boolean): void {
  const store = useStore()
  const themes = trpc.themes.list.useQuery(undefined, { enabled, retry: retryTransient })
  const first = themes.data ? (themes.data.data[0] ?? null) : undefined
  useEffect(() => {
    if (first !== undefined) setHubTheme(store, first)
  }, [store, first])
}
