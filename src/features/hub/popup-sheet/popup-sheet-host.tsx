import { useAtom } from 'jotai'
import { useLazyModule } from '@/ui/lazy-module'
import { popupSheetAtom } from '@/features/hub/links/overlay-atoms'
import { overlayViews } from '@/features/hub/overlay-views-lazy'

/** The popup opened by a link of type popup, anywhere on the screen (its code loads on idle or on first use). */
export function PopupSheetHost() {
  const [sheet, setSheet] = useAtom(popupSheetAtom)
  const views = useLazyModule(overlayViews, sheet)
  if (!sheet || !views) return null
  return <views.PopupSheet popup={sheet.popup} open={sheet.open} onClose={() => setSheet({ ...sheet, open: false })} />
}
