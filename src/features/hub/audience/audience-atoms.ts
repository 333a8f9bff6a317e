import { atom } from 'jotai'
import type { GatedItem, NotifyTarget } from './gated-item'

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
 * The record a visitor tapped that does not open as usual (locked: the sheet offering the channel;
 * coming: "Notify me"), as the tap found it; its sheet (audience-sheet-hosts.tsx) tells which. Kept
 * while the sheet animates out.
 */
export interface GatedSheet {
  open: boolean
  item: GatedItem
  title: string
  target: NotifyTarget
}

export const gatedSheetAtom = atom<GatedSheet | null>(null)
