import type { ComponentProps } from 'react'
import { catalogsSettled } from '@/i18n/language-packs'
import { lazyModule, useLazyModule } from '@/ui/lazy-module'
import type * as HomeStates from './home-states'

// Its error texts' English catalog starts loading as the chunk registers it; the states wait for it (no Russian flash).
const homeStates = lazyModule(() =>
  import('./home-states').then(async (states) => {
    await catalogsSettled()
    return states
  }),
)

/** ScreenError, drawn once its chunk is in (a moment after a read fails; a retry of the chunk on each new error). */
export function HomeError(props: ComponentProps<typeof HomeStates.ScreenError>) {
  const states = useLazyModule(homeStates, props.error)
  return states ? <states.ScreenError {...props} /> : null
}

/** EmptyState, drawn once its chunk is in. */
export function HomeEmpty(props: ComponentProps<typeof HomeStates.EmptyState>) {
  const states = useLazyModule(homeStates, true)
  return states ? <states.EmptyState {...props} /> : null
}
