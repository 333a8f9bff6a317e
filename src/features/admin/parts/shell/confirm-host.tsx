import { useAtom } from 'jotai'
import { confirmRequestAtom } from './confirm'
import { LazyConfirmDialog, usePreloadConfirmDialog } from './confirm-dialog-lazy'

/** Draws the question asked through `useConfirm()`; mounted once by the admin layout. */
export function ConfirmHost() {
  const [request, setRequest] = useAtom(confirmRequestAtom)
  usePreloadConfirmDialog()
  const answer = (confirmed: boolean) => {
    request?.resolve(confirmed)
    setRequest(null)
  }
  return (
    <LazyConfirmDialog
      open={request !== null}
      title={request?.title ?? ''}
      message={request?.message}
      confirmLabel={request?.confirmLabel ?? ''}
      destructive={request?.destructive}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    />
  )
}
