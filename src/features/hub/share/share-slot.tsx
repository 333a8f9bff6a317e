import { useEffect, useState } from 'react'
import type { StartScreen } from '@/api/contract/plain/start-param'
import type { ShareTarget } from '@/api/contract/events'
import { useAppKey } from '@/session/use-app-key'
import { useNavigation } from '@/session/use-navigation'
import { useLazyModule, whenLoaded } from '@/ui/lazy-module'
import { shareViews } from './share-views-lazy'

interface ShareSlotProps {
  target: ShareTarget
  id: number
  title: string
  screen: StartScreen
  /** The item's own switch (absent: shareable). */
  shareable?: boolean
  storyImage?: string | null
  /** A round icon button over a card (ShareButton's `compact`). */
  compact?: boolean
}

/**
 * Where a screen offers sharing (issue 26): nothing while the hub's switch (`sharingEnabled`) or the
 * item's (`shareable`) is off; else the share control, whose code loads once the page has loaded
 * (never on the first screen's path). A backend without issue 26 leaves both out: sharing is on.
 */
export function ShareSlot({ shareable, ...item }: ShareSlotProps) {
  const navigation = useNavigation(useAppKey()).data
  const allowed = shareable !== false && navigation !== undefined && navigation.sharingEnabled !== false
  const [loaded, setLoaded] = useState(false)
  useEffect(() => (allowed ? whenLoaded(() => setLoaded(true)) : undefined), [allowed])
  const views = useLazyModule(shareViews, allowed && loaded)
  return allowed && views ? <views.ShareButton {...item} /> : null
}
