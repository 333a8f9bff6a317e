import { isInTelegram } from '@/messenger/bridge'
import { BackActionProvider, BackControl } from '@/ui/back-control'
import { ru } from './hub-messages-ru'

/**
 * The back control a plain browser shows above an inner screen, as a first paint draws it
 * (app/first-paint.tsx): in place, so the screen does not move when the app takes over; it goes
 * back once the app runs. Part of the entry, so that the screens' first paints share it with the app.
 */
export function FirstPaintBack() {
  if (isInTelegram()) return null
  return (
    <BackActionProvider action={() => undefined}>
      <BackControl label={ru['nav.back']} />
    </BackActionProvider>
  )
}
