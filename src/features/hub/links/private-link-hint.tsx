import { useAtomValue } from 'jotai'
import { useLazyModule } from '@/ui/lazy-module'
import { overlayViews } from '@/features/hub/overlay-views-lazy'
import { privateLinkHintAtom } from './overlay-atoms'

/**
 * 'Не открылось? Сверни приложение', for PRIVATE_LINK_HINT_MS after each private-channel link on
 * mobile. The live region is always there (so the hint is announced); the hint's code comes with
 * the overlays (hub-overlays.tsx), at once at the first bump.
 */
export function PrivateLinkHint() {
  const bump = useAtomValue(privateLinkHintAtom)
  const views = useLazyModule(overlayViews, bump !== 0 && bump)
  return (
    <div role="status" aria-live="polite">
      {bump !== 0 && views && <views.PrivateLinkHintMessage bump={bump} />}
    </div>
  )
}
