import { useAtom } from 'jotai'
import { useLazyModule } from '@/ui/lazy-module'
import { videoAtom } from '@/features/hub/links/overlay-atoms'
import { overlayViews } from '@/features/hub/overlay-views-lazy'

/** The category video opened by useOpenCategory (its code loads on idle or on first use). */
export function VideoModalHost() {
  const [video, setVideo] = useAtom(videoAtom)
  const views = useLazyModule(overlayViews, video)
  if (!video || !views) return null
  return <views.VideoModal open={video.open} title={video.title} url={video.url} onClose={() => setVideo({ ...video, open: false })} />
}
