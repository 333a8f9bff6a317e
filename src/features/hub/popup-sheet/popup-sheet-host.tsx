import { useAtom } from 'jotai'
import { popupSheetAtom } from '@/features/hub/links/overlay-atoms'
import { PopupSheet } from './popup-sheet'

/** The popup opened by a link of type popup, anywhere on the screen (in the overlays' chunk: hub-overlays.tsx). */
export function PopupSheetHost() {
  const [sheet, setSheet] = useAtom(popupSheetAtom)
  if (!sheet) return null
  return <PopupSheet popup={sheet.popup} open={sheet.open} onClose={() => setSheet({ ...sheet, open: false })} />
}
