import { atom } from 'jotai'

/** The SPA's own history in this page session, oldest first; the last entry is the current href. */
export const historyStackAtom = atom<string[]>([])

/** Remembered window scroll positions, keyed by path (SPEC: "scroll position is remembered per path"). */
export const scrollPositionsAtom = atom<Record<string, number>>({})
