import { useAtom } from 'jotai'
import { gatedSheetAtom } from './audience-atoms'
import { ComingSheet } from './coming-sheet'
import { LockedSheet } from './locked-sheet'

/** The sheet of a locked or coming record (in the overlays' chunk: hub-overlays.tsx). */
export function GatedSheetHost() {
  const [sheet, setSheet] = useAtom(gatedSheetAtom)
  if (!sheet) return null
  const close = () => setSheet({ ...sheet, open: false })
  if (sheet.kind === 'locked') return <LockedSheet title={sheet.title} open={sheet.open} onClose={close} />
  return (
    <ComingSheet item={sheet} open={sheet.open} onClose={close} onWaiting={(notifyRequestId) => setSheet({ ...sheet, notifyRequestId })} />
  )
}
