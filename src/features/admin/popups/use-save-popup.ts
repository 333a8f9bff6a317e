import { ApiError, apiErrorOf } from '@/api/api-error'
import type { Popup } from '@/api/contract/popups'
import { trpc } from '@/api/trpc'
import { useInvalidate } from '@/api/use-invalidate'
import { WordedError } from '@/i18n/error-messages'
import { useAdminErrorText } from '@/features/admin/parts/shell/parts-messages'
import { useNotify } from '@/features/admin/parts/shell/notices'
import type { PopupFormValues } from './popup-form-values'
import { usePopupsT } from './popups-messages'
import type { PopupCalls, SaveStep } from './save-popup'
import { allPopupsInput } from './use-all-popups'

/**
 * The popup form's submit: saves the parts and the popup (all or nothing, see savePopup, fetched on
 * the first save, out of the form's first load: issue 10's 200 KB), then
 * deletes the parts it dropped that nothing else uses. A failure becomes an ApiError the form
 * shows: a 422 on a part lands on that part's fields (`buttons.1.text`), anything else says
 * which part was not saved.
 */
export function useSavePopup(original?: Popup) {
  const t = usePopupsT()
  const notify = useNotify()
  const errorText = useAdminErrorText()
  const utils = trpc.useUtils()
  const invalidate = useInvalidate((u) => [
    u.admin.popups,
    u.admin.texts,
    u.admin.buttons,
    u.admin.linkLists,
    u.buttons,
    u.categories,
    u.sections,
  ])
  const client = utils.client.admin
  const calls: PopupCalls = {
    texts: {
      create: (input) => client.texts.create.mutate(input),
      update: (input) => client.texts.update.mutate(input),
      remove: (id) => client.texts.delete.mutate({ id }),
    },
    buttons: {
      create: (input) => client.buttons.create.mutate(input),
      update: (input) => client.buttons.update.mutate(input),
      remove: (id) => client.buttons.delete.mutate({ id }),
    },
    linkLists: {
      create: (input) => client.linkLists.create.mutate(input),
      update: (input) => client.linkLists.update.mutate(input),
      remove: (id) => client.linkLists.delete.mutate({ id }),
    },
    create: (input) => client.popups.create.mutate(input),
    update: (input) => client.popups.update.mutate(input),
    storedVersion: (id) => client.popups.get.query({ id }).then((popup) => popup.version),
  }

  const partName = (step: SaveStep) =>
    step.kind === 'popup'
      ? t('save.part.popup')
      : t(`save.part.${step.kind === 'texts' ? 'text' : step.kind === 'buttons' ? 'button' : 'linkList'}`, { n: step.index + 1 })

  /** Parts dropped from the popup are deleted unless another popup (or Home, for a floating button) still uses them. */
  async function deleteUnused(saved: Popup, dropped: { kind: 'texts' | 'buttons' | 'linkLists'; id: number }[]) {
    if (dropped.length === 0) return
    const others = (await utils.admin.popups.list.fetch(allPopupsInput)).data.filter((popup) => popup.id !== saved.id)
    const used = (kind: 'texts' | 'buttons' | 'linkLists', id: number) =>
      others.some((popup) => ({ texts: popup.textIds, buttons: popup.buttonIds, linkLists: popup.linkListIds })[kind].includes(id))
    const floating = new Set(original?.buttons.filter((button) => button.isToMain).map((button) => button.id))
    for (const { kind, id } of dropped) {
      if (used(kind, id) || (kind === 'buttons' && floating.has(id))) continue
      await client[kind].delete.mutate({ id })
    }
  }

  return async (values: PopupFormValues, version?: number): Promise<Popup> => {
    const { PopupSaveError, savePopup } = await import('./save-popup')
    try {
      const { popup, dropped } = await savePopup(calls, values, original, version)
      await deleteUnused(popup, dropped).catch((error: unknown) => notify('info', t('save.cleanupFailed', { reason: errorText(error) })))
      await invalidate()
      return popup
    } catch (error) {
      if (!(error instanceof PopupSaveError)) throw error
      // Undone parts may have been replaced and put back: the caches must not keep the interim state.
      await invalidate().catch(() => undefined)
      const cause = apiErrorOf(error.cause)
      // The sentence ends the reason itself: "Server error." must not become "Server error..".
      const reason = errorText(error.cause).replace(/[.!?…]+$/u, '')
      const leftovers = error.leftovers.length ? ` ${t('save.leftovers', { parts: error.leftovers.map(partName).join(', ') })}` : ''
      const message = `${t('save.failed', { part: partName(error.step), reason })}${leftovers}`
      if (cause?.status === 422 && Object.keys(cause.fieldErrors).length > 0) {
        notify('error', message)
        const prefix = error.step.kind === 'popup' ? '' : `${error.step.kind}.${String(error.step.index)}.`
        const fieldErrors = Object.fromEntries(Object.entries(cause.fieldErrors).map(([path, messages]) => [`${prefix}${path}`, messages]))
        throw new ApiError(cause.kind, message, { status: 422, fieldErrors })
      }
      throw new WordedError(message, { cause: error.cause })
    }
  }
}
