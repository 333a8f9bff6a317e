import { Outlet } from '@tanstack/react-router'
import { useHubThemeSync } from '../hub-theme'

/** Around every screen of a hub: keeps the hub's theme applied. */
export function AppKeyLayout() {
  useHubThemeSync()
  return <Outlet />
}
