import { atom } from 'jotai'
import type { LaunchParams } from '@/messenger/launch-params'

/**
 * Telegram's launch params (or the dev launch's). `undefined` while they are still being
 * resolved (the dev launch fetches them); `null` when there are none (a plain browser).
 */
export const launchParamsAtom = atom<LaunchParams | null | undefined>(undefined)
