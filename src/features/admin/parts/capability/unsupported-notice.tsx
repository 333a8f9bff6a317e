import { lazy, Suspense } from 'react'
import type { FormResource } from '@/api/contract/plain/resources'
import type { UnsupportedNoticeProps } from '../unsupported/unsupported-notice'
import { formCapabilitiesOf, useCapabilities } from './capabilities'

// The wording (both languages) loads only when a backend lacks something: most never do.
const Notice = lazy(() => import('../unsupported/unsupported-notice'))
const FormNote = lazy(() => import('../unsupported/unsupported-notice').then((module) => ({ default: module.FormCapabilitiesNote })))

/** "This backend does not have it", in the capability's one wording (see UnsupportedNoticeProps' variants). */
export function UnsupportedNotice(props: UnsupportedNoticeProps) {
  return (
    <Suspense fallback={null}>
      <Notice {...props} />
    </Suspense>
  )
}

/**
 * Above a form's fields, once: what this backend does not keep of the resource's fields (a schedule,
 * versions) or lacks for them (the icon library), so what it would drop or not answer is not offered and
 * the form says why.
 */
export function FormCapabilities({ resource, className }: { resource: FormResource; className?: string }) {
  const names = formCapabilitiesOf(resource)
  const states = useCapabilities(names)
  const missing = names.filter((_, index) => states[index] === 'unsupported')
  if (missing.length === 0) return null
  return (
    <Suspense fallback={null}>
      <FormNote missing={missing} className={className} />
    </Suspense>
  )
}
