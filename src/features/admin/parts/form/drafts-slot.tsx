import { lazy, Suspense, type ComponentType } from 'react'
import type { FieldValues } from 'react-hook-form'
import type { FormDraftsProps } from '@/features/admin/parts/drafts/form-drafts'

// The drafts' code (the store, the offer, its texts) is fetched as the form first draws, in a chunk of
// its own: never in the form's first load.
const FormDrafts = lazy(() => import('@/features/admin/parts/drafts/form-drafts').then((module) => ({ default: module.FormDrafts })))

/** Where an AdminForm's draft offer shows (first in the form): kept values of an earlier visit, offered back. */
export function DraftsSlot<TInput extends FieldValues>(props: FormDraftsProps<TInput>) {
  const Drafts = FormDrafts as ComponentType<FormDraftsProps<TInput>>
  return (
    <Suspense fallback={null}>
      <Drafts {...props} />
    </Suspense>
  )
}
