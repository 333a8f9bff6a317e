import { atom } from 'jotai'
import type { Popup } from '@/api/contract/popups'

/** The popup in the bottom sheet; kept while the sheet animates out (open: false). */
export const popupSheetAtom = atom<{ popup: Popup; open: boolean } | null>(null)

/** The category video in the modal; kept while the modal animates out. */
export const videoAtom = atom<{ title: string; url: string; open: boolean } | null>(null)

/** SPEC 9: how long the private-link hint stays. */
export const PRIVATE_LINK_HINT_MS = 1500

/** Bumped each time the private-link hint should show, so a second tap restarts its timer. */
export const privateLinkHintAtom = atom(0)
