import type { ButtonInput } from '@/api/contract/buttons'
import type { LinkListInput } from '@/api/contract/link-lists'
import type { Popup, PopupInput } from '@/api/contract/popups'
import type { PopupTextInput } from '@/api/contract/texts'
import { buttonFormSchema, buttonPayload, buttonToForm } from '@/features/admin/parts/button/button-form-values'
import {
  linkListFormSchema,
  linkListPayload,
  linkListToForm,
  textFormSchema,
  textPayload,
  textToForm,
  type PopupFormValues,
} from './popup-form-values'

/** One resource's calls (`/admin/texts`, `/admin/buttons`, `/admin/link-lists`). */
interface PartCalls<I> {
  create: (input: I) => Promise<{ id: number }>
  update: (input: I & { id: number }) => Promise<unknown>
  remove: (id: number) => Promise<unknown>
}

export interface PopupCalls {
  texts: PartCalls<PopupTextInput>
  buttons: PartCalls<ButtonInput>
  linkLists: PartCalls<LinkListInput>
  create: (input: PopupInput) => Promise<Popup>
  update: (input: PopupInput & { id: number; version?: number }) => Promise<Popup>
  /** The popup's stored version, read afresh (no cache): checked before any part is written. */
  storedVersion: (id: number) => Promise<number>
}

export type PartKind = 'texts' | 'buttons' | 'linkLists'

/** Which step failed: a part (by its place in the form) or the popup itself. */
export type SaveStep = { kind: PartKind; index: number } | { kind: 'popup' }

/**
 * A save that stopped half-way. Everything it had done before `step` was undone, except
 * `leftovers` (steps whose undo failed too).
 */
export class PopupSaveError extends Error {
  constructor(
    readonly step: SaveStep,
    override readonly cause: unknown,
    readonly leftovers: readonly SaveStep[],
  ) {
    super(cause instanceof Error ? cause.message : String(cause))
    this.name = 'PopupSaveError'
  }
}

/** The stored parts of a popup as they would be sent: what an undo puts back. */
function storedParts(popup: Popup | undefined) {
  const byId = <T extends { id: number }, P>(items: readonly T[], toPayload: (item: T) => P) =>
    new Map(items.map((item) => [item.id, toPayload(item)]))
  return {
    texts: byId(popup?.texts ?? [], (text) => textPayload(textFormSchema.parse(textToForm(text)))),
    buttons: byId(popup?.buttons ?? [], (button) => buttonPayload(buttonFormSchema.parse(buttonToForm(button)))),
    linkLists: byId(popup?.linkLists ?? [], (list) => linkListPayload(linkListFormSchema.parse(linkListToForm(list)))),
  }
}

/** The stored popup as its write payload (its own fields and part ids as they are). */
const popupPayload = (popup: Popup): PopupInput => ({
  name: popup.name,
  title: popup.title,
  titleAlign: popup.titleAlign,
  imageId: popup.imageId,
  textIds: popup.textIds,
  buttonIds: popup.buttonIds,
  linkListIds: popup.linkListIds,
})

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

interface SavePopupResult {
  popup: Popup
  /** Parts the popup no longer lists (their records still exist). */
  dropped: { kind: PartKind; id: number }[]
}

/**
 * Saves a popup and its parts through their own resources, as the contract has it (a popup
 * holds only the ids of its texts, buttons and link lists): new parts are created and changed
 * ones replaced first, then the popup. When a call fails, every call made before it is undone
 * in reverse (created parts deleted, replaced ones put back), so nothing is left half-saved,
 * and a PopupSaveError says which step failed. `version`: the popup's version the form read (an
 * edit); a popup saved elsewhere since is refused before any part is written.
 */
export async function savePopup(calls: PopupCalls, values: PopupFormValues, original?: Popup, version?: number): Promise<SavePopupResult> {
  const before = storedParts(original)
  const undo: { step: SaveStep; run: () => Promise<unknown> }[] = []
  let step: SaveStep = { kind: 'popup' }

  async function saveParts<F extends { id?: number | undefined }, I>(
    kind: PartKind,
    items: readonly F[],
    payloadOf: (item: F) => I,
    partCalls: PartCalls<I>,
    stored: Map<number, I>,
  ) {
    const ids: number[] = []
    for (const [index, item] of items.entries()) {
      step = { kind, index }
      const payload = payloadOf(item)
      const id = item.id
      if (id === undefined) {
        const created = await partCalls.create(payload)
        undo.push({ step, run: () => partCalls.remove(created.id) })
        ids.push(created.id)
        continue
      }
      const previous = stored.get(id)
      if (previous === undefined || !same(previous, payload)) {
        await partCalls.update({ ...payload, id })
        if (previous !== undefined) undo.push({ step, run: () => partCalls.update({ ...previous, id }) })
      }
      ids.push(id)
    }
    return ids
  }

  try {
    if (original && version !== undefined && (await calls.storedVersion(original.id)) !== version) {
      // Saved elsewhere since the form read it: writing the parts first would overwrite theirs.
      // The popup's update with the version read is refused by the server itself (409
      // edit_conflict naming who saved it, with the stored popup) and changes nothing.
      await calls.update({ ...popupPayload(original), id: original.id, version })
    }
    const textIds = await saveParts('texts', values.texts, textPayload, calls.texts, before.texts)
    const buttonIds = await saveParts('buttons', values.buttons, buttonPayload, calls.buttons, before.buttons)
    const linkListIds = await saveParts('linkLists', values.linkLists, linkListPayload, calls.linkLists, before.linkLists)
    step = { kind: 'popup' }
    const input: PopupInput = {
      name: values.name,
      title: values.title || null,
      titleAlign: values.titleAlign,
      imageId: values.imageId,
      textIds,
      buttonIds,
      linkListIds,
    }
    const popup = original ? await calls.update({ ...input, id: original.id, version }) : await calls.create(input)
    const dropped = (['texts', 'buttons', 'linkLists'] as const).flatMap((kind) => {
      const kept = new Set({ texts: textIds, buttons: buttonIds, linkLists: linkListIds }[kind])
      return [...before[kind].keys()].filter((id) => !kept.has(id)).map((id) => ({ kind, id }))
    })
    return { popup, dropped }
  } catch (error) {
    const failed = step
    const leftovers: SaveStep[] = []
    for (const done of undo.reverse()) {
      try {
        await done.run()
      } catch {
        leftovers.push(done.step)
      }
    }
    throw new PopupSaveError(failed, error, leftovers)
  }
}
