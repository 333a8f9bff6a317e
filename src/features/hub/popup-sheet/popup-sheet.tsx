import type { Popup } from '@/api/contract/popups'
import { BottomSheet } from '@/ui/bottom-sheet'
import { Image } from '@/ui/image'
import { detailMessages } from '@/features/hub/detail-messages'
import { useMessages } from '@/i18n/use-t'
import { PopupButtons } from './popup-buttons'
import { PopupLinkList } from './popup-link-list'
import styles from './popup-sheet.module.css'
import { PopupTexts } from './popup-texts'

interface PopupSheetProps {
  popup: Popup
  open: boolean
  onClose: () => void
}

/** A popup in the bottom sheet: cover, title, texts, link lists (materials or local links), buttons. */
export function PopupSheet({ popup, open, onClose }: PopupSheetProps) {
  const t = useMessages(detailMessages)
  const cover = popup.image && (
    <span className={styles.cover}>
      <Image src={popup.image.url} alt="" width={800} height={400} cover priority />
    </span>
  )
  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title={popup.title ?? popup.name}
      hideTitle={!popup.title}
      titleAlign={popup.titleAlign}
      closeLabel={t('common.close')}
      media={cover}
    >
      <div className={styles.content}>
        <PopupTexts texts={popup.texts} />
        {popup.linkLists.map((list) => <PopupLinkList key={list.id} list={list} />)}
        <PopupButtons buttons={popup.buttons} />
      </div>
    </BottomSheet>
  )
}
