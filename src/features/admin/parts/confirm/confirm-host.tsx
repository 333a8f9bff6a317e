import { useAtom } from 'jotai'
import { ConfirmDialog } from './confirm-dialog'
import { confirmRequestAtom } from './confirm'

/** Draws the question asked through `useConfirm()`; mounted once by the admin layout. */
export function ConfirmHost() {
  const [request, setRequest] = useAtom(confirmRequestAtom)
  const answer = (confirmed: boolean) => {
    request?.resolve(confirmed)
    setRequest(null)
  }
  return (
    <ConfirmDialog
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
