import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'

const WelcomeGateScreen = lazyRouteComponent(() => import('@/features/admin/welcome-gate/welcome-gate-screen'), 'WelcomeGateScreen')

// Only a component (split out): route options are part of the visitor's first load.
export const Route = createFileRoute('/$appKey/admin/welcome-gate')({
  component: WelcomeGateScreen,
})
