/**
 * The hub's background work, which no first screen waits for, in one chunk: each lazy chunk's name is bytes of
 * the first screen (a hashed name barely compresses), and these three are small.
 */
export { reportOpenIn } from '@/features/hub/opens/opens-reporter'
export { watchSchedule } from '@/features/hub/schedule/schedule-watch'
export { followDeepLink } from '@/features/hub/deep-link/follow-deep-link'
export { reportShareIn, reportVisitIn } from '@/features/hub/visits/visits-reporter'
