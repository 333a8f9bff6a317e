import type { Material } from '@/api/contract/materials'
import type { PopupText } from '@/api/contract/texts'
import { Image } from '@/ui/image'
import { PopupButtons, type PopupButtonLook } from './popup-buttons'
import { PopupLinkList, type PopupLinkListProps } from './popup-link-list'
import { PopupTexts } from './popup-texts'
import styles from './popup-sheet.module.css'

/** The popup's cover above the sheet's title. */
export function PopupCover({ url }: { url: string }) {
  return (
    <span className={styles.cover}>
      <Image src={url} alt="" width={800} height={400} cover priority />
    </span>
  )
}

interface PopupContentProps<B extends PopupButtonLook> {
  texts: readonly PopupText[]
  linkLists: readonly (PopupLinkListProps['list'] & { id: number })[]
  buttons: readonly B[]
  newTabLabel: string
  /** A local link's url, and its id (none in a preview of one not saved yet). */
  onOpenUrl?: (url: string, localLinkId?: number) => void
  onOpenMaterialOf?: (material: Material) => (() => void) | undefined
  onPressOf?: (button: B) => (() => void) | undefined
}

/**
 * What the bottom sheet shows under its title: texts, link lists (materials or local links),
 * buttons. The hub's sheet and the admin's live preview draw this same part.
 */
export function PopupContent<B extends PopupButtonLook>(props: PopupContentProps<B>) {
  const { texts, linkLists, buttons, newTabLabel, onOpenUrl, onOpenMaterialOf, onPressOf } = props
  return (
    <div className={styles.content}>
      <PopupTexts texts={texts} />
      {linkLists.map((list, index) => (
        <PopupLinkList
          key={list.id || `new-${String(index)}`}
          list={list}
          newTabLabel={newTabLabel}
          onOpenUrl={onOpenUrl}
          onOpenMaterialOf={onOpenMaterialOf}
        />
      ))}
      <PopupButtons buttons={buttons} onPressOf={onPressOf} />
    </div>
  )
}
