import { useWatch } from 'react-hook-form'
import type { Material } from '@/api/contract/materials'
import { isShownAt } from '@/api/contract/plain/schedule-state'
import type { PopupText } from '@/api/contract/texts'
import { trpc } from '@/api/trpc'
import { PreviewForViewers } from '@/features/admin/parts/audience/preview-for-viewers'
import type { AccessOf } from '@/features/admin/parts/audience/preview-as'
import { PopupContent, PopupCover } from '@/parts/popup/popup-content'
import type { ButtonFormInput } from '@/features/admin/parts/button/button-form-values'
import type { LinkListFormInput, PopupFormInput, TextFormInput } from './popup-form-values'
import { usePopupsT } from './popups-messages'
import styles from './popup-preview.module.css'

const HEX = /^#[0-9a-fA-F]{6}$/
const noop = () => undefined

function textsOf(texts: readonly TextFormInput[]): PopupText[] {
  return texts.map((text, index) => ({
    id: text.id ?? -(index + 1),
    alignmentType: text.alignmentType ?? 'left',
    kind: text.kind ?? 'plain',
    text: text.text?.trim() || null,
    items: (text.items ?? [])
      .filter((item) => item.value.trim())
      .map((item, order) => ({ id: item.id ?? -(order + 1), value: item.value, order })),
  }))
}

/** Whether visitors see a record now: switched on and inside its window. */
const visibleNow = (record: { isActive?: boolean; visibleFrom?: string | null; visibleUntil?: string | null }, now: Date) =>
  (record.isActive ?? true) && isShownAt(record, now)

function buttonsOf(buttons: readonly ButtonFormInput[], now: Date) {
  return buttons.map((button, index) => ({
    id: button.id ?? -(index + 1),
    text: button.text.trim() || '…',
    background: button.background && HEX.test(button.background) ? button.background : '#000000',
    color: button.color && HEX.test(button.color) ? button.color : '#ffffff',
    // SPEC 3: a new button is active once saved.
    isActive: visibleNow({ ...button, isActive: button.id === undefined ? true : (button.isActive ?? true) }, now),
    audience: button.audience,
    lockedDisplay: button.lockedDisplay,
  }))
}

/** The materials the lists name, from the admin's cache (the reference picker has fetched most); only active ones, as visitors see. */
function useListMaterials(lists: readonly LinkListFormInput[]): Map<number, Material> {
  const ids = [...new Set(lists.flatMap((list) => (list.type === 'local' ? [] : (list.materialIds ?? []))))]
  const queries = trpc.useQueries((t) => ids.map((id) => t.admin.materials.get({ id })))
  return new Map(queries.flatMap((query) => (query.data ? [[query.data.id, query.data] as const] : [])))
}

/**
 * The bottom sheet as visitors will see it now, drawn from the form's current values with the hub's
 * own parts: buttons and materials that are switched off or scheduled for later are left out, and
 * counted under the sheet. Where some are not for everyone, as a channel member or an outsider sees
 * it (by the server's rule: a hidden one is left out; a locked material is its title and icon, a
 * locked button its text in its colours, as on the hub, where a tap offers the channel).
 */
export function PopupPreview() {
  const t = usePopupsT()
  const values = useWatch() as PopupFormInput
  const lists = (values.linkLists ?? []) as LinkListFormInput[]
  const materials = useListMaterials(lists)
  const title = values.title?.trim()
  const image = values.image
  const texts = textsOf(values.texts ?? [])
  const now = new Date()
  const buttons = buttonsOf(values.buttons ?? [], now)
  const listed = lists.flatMap((list) => (list.type === 'local' ? [] : (list.materialIds ?? []).flatMap((id) => materials.get(id) ?? [])))
  const hidden = buttons.filter((button) => !button.isActive).length + listed.filter((material) => !visibleNow(material, now)).length
  const shown = [...buttons.filter((button) => button.isActive), ...listed.filter((material) => visibleNow(material, now))]
  const sheet = (accessOf: AccessOf) => {
    const linkLists = lists.map((list, index) => ({
      id: list.id ?? -(index + 1),
      title: list.title,
      titleAlign: list.titleAlign ?? 'left',
      type: list.type ?? 'materials',
      materials: (list.materialIds ?? []).flatMap((id) => {
        const material = materials.get(id)
        if (!material || !visibleNow(material, now)) return []
        const access = accessOf(material)
        if (access === 'hidden') return []
        // A locked material reaches outsiders as its title and icon only.
        return [access === 'locked' ? { ...material, description: null, imageId: null, image: null, links: [] } : material]
      }),
      localLinks: (list.localLinks ?? []).map((link, order) => ({
        id: link.id ?? -(order + 1),
        title: link.title,
        url: link.url,
        iconId: link.iconId ?? null,
        icon: link.icon ?? null,
      })),
    }))
    const seen = buttons.filter((button) => accessOf(button) !== 'hidden')
    const empty = !title && !image && texts.length === 0 && seen.length === 0 && linkLists.length === 0
    return (
      <div className={styles.phone}>
        <div className={styles.sheet} role="group" aria-label={title || values.name || t('form.main')}>
          <div className={styles.top}>
            <span className={styles.handle} />
            <span className={styles.close} aria-hidden="true">
              ×
            </span>
          </div>
          <div className={styles.body}>
            {image && <PopupCover url={image.url} />}
            {title && (
              <h3 className={[styles.title, values.titleAlign === 'center' && styles.center].filter(Boolean).join(' ')}>{title}</h3>
            )}
            {empty ? (
              <p className={styles.empty}>{t('preview.empty')}</p>
            ) : (
              <PopupContent
                texts={texts}
                linkLists={linkLists}
                buttons={seen}
                newTabLabel={t('preview.newTab')}
                onOpenUrl={noop}
                onOpenMaterialOf={() => noop}
                onPressOf={() => noop}
              />
            )}
          </div>
        </div>
      </div>
    )
  }
  return (
    <>
      <PreviewForViewers records={shown}>{sheet}</PreviewForViewers>
      {hidden > 0 && <p className={styles.hidden}>{t('preview.hidden', { count: hidden })}</p>}
    </>
  )
}
