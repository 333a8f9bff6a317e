import { lazy, Suspense, type ReactNode } from 'react'
import { Skeleton } from '@/ui/skeleton'

/*
 * The fields only one road type uses, each fetched when its road type is first shown: they stay out
 * of the category form's first load (issue 10's 200 KB budget). They read and write the form's values
 * like any field, so an edit prefills them, and a submit validates the values (the schema checks them
 * whether or not a field has drawn yet).
 */
export const LazyLinkSetField = lazy(() =>
  import('@/features/admin/parts/pickers/link-set-field').then((m) => ({ default: m.LinkSetField })),
)
export const LazyMaterialsField = lazy(() => import('./materials-field').then((m) => ({ default: m.MaterialsField })))
export const LazySectionsEditor = lazy(() => import('./sections-editor').then((m) => ({ default: m.SectionsEditor })))
export const LazySubcategoriesField = lazy(() => import('./subcategories-field').then((m) => ({ default: m.SubcategoriesField })))

/** While a road type's field loads: a block of about its height, so the page does not jump. */
export function RoadField({ height, children }: { height: number; children: ReactNode }) {
  return <Suspense fallback={<Skeleton height={height} radius="var(--radius-m)" />}>{children}</Suspense>
}
