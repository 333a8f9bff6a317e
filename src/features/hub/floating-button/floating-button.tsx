import type { Button } from '@/api/contract/buttons'
import { useOpenLink } from '@/features/hub/links/use-open-link'
import { useReportOpen } from '@/features/hub/opens/use-report-open'
import { FloatingButtonSpacer, FloatingButtonView as FloatingButtonLook } from '@/parts/floating-button-view'
import { useFloatingButton } from './use-floating-button'

/** The admin's button fixed to the bottom, in its own colours, opening its first link. */
export function FloatingButtonView({ button }: { button: Pick<Button, 'id' | 'text' | 'background' | 'color' | 'links'> }) {
  const openLink = useOpenLink()
  const reportOpen = useReportOpen()
  return <FloatingButtonLook button={button} onPress={() => (reportOpen('button', button.id), openLink(button.links))} />
}

/** Home's and section detail's floating button, with a spacer so it never hides the content. */
export function FloatingButton() {
  const { data: button } = useFloatingButton()
  if (!button) return null
  return (
    <>
      <FloatingButtonSpacer />
      <FloatingButtonView button={button} />
    </>
  )
}
