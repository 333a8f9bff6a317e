import { createFileRoute } from '@tanstack/react-router'
import { isSchedule } from '@/features/admin/parts/list/list-input'
import { listSearch } from '@/features/admin/parts/list/list-search'
import { CategoryListScreen } from '@/features/admin/categories/category-list-screen'
import { prefetchCategoryTree } from '@/features/admin/categories/use-category-tree'

export const Route = createFileRoute('/$appKey/admin/category/')({
  // The lists' one validator (route options are in the visitor's first load: one function, not one per list);
  // the tree uses its title search and schedule filter.
  validateSearch: listSearch,
  loader: ({ context }) => void prefetchCategoryTree(context.utils),
  component: CategoryListRoute,
})

function CategoryListRoute() {
  const { q, schedule } = Route.useSearch()
  const navigate = Route.useNavigate()
  // Each change keeps the other filter (both may change in one click: "clear filters").
  return (
    <CategoryListScreen
      search={q?.trim() ?? ''}
      onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, q: next || undefined }), replace: true })}
      schedule={isSchedule(schedule) ? schedule : undefined}
      onScheduleChange={(next) => void navigate({ search: (prev) => ({ ...prev, schedule: next }), replace: true })}
    />
  )
}
