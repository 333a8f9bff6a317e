import { createFileRoute } from '@tanstack/react-router'
import { CategoryListScreen } from '@/features/admin/categories/category-list-screen'
import { prefetchCategoryTree } from '@/features/admin/categories/use-category-tree'

interface CategoryListSearch {
  /** The title search. */
  q?: string
  /** The schedule filter (`filter[schedule]`). */
  schedule?: 'scheduled' | 'live' | 'ended'
}

export const Route = createFileRoute('/$appKey/admin/category/')({
  // By hand, not zod: route options are bundled with the visitor's route tree.
  validateSearch: (search: Record<string, unknown>): CategoryListSearch => ({
    ...(typeof search.q === 'string' && search.q.trim() ? { q: search.q.trim().slice(0, 200) } : {}),
    ...(search.schedule === 'scheduled' || search.schedule === 'live' || search.schedule === 'ended' ? { schedule: search.schedule } : {}),
  }),
  loader: ({ context }) => void prefetchCategoryTree(context.utils),
  component: CategoryListRoute,
})

function CategoryListRoute() {
  const { q, schedule } = Route.useSearch()
  const navigate = Route.useNavigate()
  // Each change keeps the other filter (both may change in one click: "clear filters").
  return (
    <CategoryListScreen
      search={q ?? ''}
      onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, q: next || undefined }), replace: true })}
      schedule={schedule}
      onScheduleChange={(next) => void navigate({ search: (prev) => ({ ...prev, schedule: next }), replace: true })}
    />
  )
}
