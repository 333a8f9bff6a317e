import { atom } from 'jotai'

/** The SPA's own history in this page session, oldest first; the last entry is the current href. */
export const historyStackAtom = atom<string[]>([])

/** True when there is an entry of this session to go back to. */
export const canGoBackAtom = atom((get) => get(historyStackAtom).length > 1)

/** Remembered window scroll positions, keyed by path (SPEC: "scroll position is remembered per path"). */
export const scrollPositionsAtom = atom<Record<string, number>>({})
