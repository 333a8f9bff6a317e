import { lazy, Suspense } from 'react'
import { Skeleton } from '@/ui/skeleton'

const LazyAudienceField = lazy(() => import('../audience/audience-field'))

/**
 * "Who sees it" where a form wants it (../audience/audience-field.tsx). Its code and wording load
 * when a form draws it, so they stay out of the forms' first load (the 200 KB budget per screen).
 */
export function AudienceSection(props: { path?: string; label?: string }) {
  return (
    <Suspense fallback={<Skeleton height={96} radius="var(--radius-m)" />}>
      <LazyAudienceField {...props} />
    </Suspense>
  )
}
