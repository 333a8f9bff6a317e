import { createFileRoute } from '@tanstack/react-router'
import { listSearch } from '@/features/admin/parts/list/list-search'
import { MaterialsListScreen } from '@/features/admin/materials/materials-list-screen'
import { prefetchMaterialsList } from '@/features/admin/materials/use-materials'

export const Route = createFileRoute('/$appKey/admin/materials/')({
  validateSearch: listSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void prefetchMaterialsList(context.utils, deps),
  component: MaterialsListRoute,
})

function MaterialsListRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <MaterialsListScreen search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
}
