import { atom } from 'jotai'
import type { NotifyTarget } from '@/api/contract/notify'

/** An announced record not live yet, as the visitor meets it ("Notify me"). */
export interface ComingItem {
  target: NotifyTarget
  id: number
  title: string
  visibleFrom: string
  /** The visitor's waiting request (null: not waiting). */
  notifyRequestId: number | null
}

/**
 * The record a visitor tapped that does not open as usual: a members-only one (`locked`: the sheet
 * offering the channel) or a coming one (`coming`: "Notify me"). Kept while its sheet animates out.
 */
export type GatedSheet = { open: boolean } & ({ kind: 'locked'; title: string } | ({ kind: 'coming' } & ComingItem))

export const gatedSheetAtom = atom<GatedSheet | null>(null)
