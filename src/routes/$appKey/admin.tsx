import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'

const AdminGuard = lazyRouteComponent(() => import('@/features/admin/parts/shell/admin-guard'), 'AdminGuard')

/** Only a visitor who is not an admin sees it: fetched then, out of every admin screen's first load. */
const NoAccessScreen = lazy(() => import('@/features/status/no-access-screen').then((module) => ({ default: module.NoAccessScreen })))

export const Route = createFileRoute('/$appKey/admin')({
  component: AdminRoute,
})

function AdminRoute() {
  return (
    <AdminGuard
      noAccess={({ signedOut }) => (
        <Suspense fallback={null}>
          <NoAccessScreen signedOut={signedOut} />
        </Suspense>
      )}
    />
  )
}
