/**
 * Home's empty and error states, in a chunk of their own: a Home that draws (nearly every start)
 * never needs them, so the first screen's JavaScript does not carry them (home-states-lazy.tsx).
 */
export { EmptyState } from '@/ui/states/empty-state'
export { ScreenError } from '@/features/hub/screen-error'
