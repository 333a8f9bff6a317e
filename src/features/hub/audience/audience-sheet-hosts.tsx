import { useAtom } from 'jotai'
import { gatedSheetAtom } from './audience-atoms'
import { ComingSheet } from './coming-sheet'
import { LockedSheet } from './locked-sheet'

/**
 * The sheet of a locked or coming record (in the overlays' chunk: hub-overlays.tsx). A coming record
 * (with its day) shows "Notify me", even where it is members-only too (the request then says so).
 */
export function GatedSheetHost() {
  const [sheet, setSheet] = useAtom(gatedSheetAtom)
  if (!sheet) return null
  const { item, title, target, open } = sheet
  const close = () => setSheet({ ...sheet, open: false })
  if (!item.coming || !item.visibleFrom) return <LockedSheet title={title} open={open} onClose={close} />
  const coming = { target, id: item.id, title, visibleFrom: item.visibleFrom, notifyRequestId: item.notifyRequestId ?? null }
  return (
    <ComingSheet
      item={coming}
      open={open}
      onClose={close}
      onWaiting={(notifyRequestId) => setSheet({ ...sheet, item: { ...item, notifyRequestId } })}
    />
  )
}
