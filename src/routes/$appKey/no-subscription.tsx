import { createFileRoute } from '@tanstack/react-router'
import { redirectSearch } from '@/app/route-params'
import { NoSubscriptionPage } from '@/features/status/no-subscription-page'

export const Route = createFileRoute('/$appKey/no-subscription')({
  validateSearch: redirectSearch,
  component: NoSubscriptionRoute,
})

function NoSubscriptionRoute() {
  const { redirect } = Route.useSearch()
  return <NoSubscriptionPage redirect={redirect} />
}
