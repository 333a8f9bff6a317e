import { useAtom } from 'jotai'
import { videoAtom } from '@/features/hub/links/overlay-atoms'
import { VideoModal } from './video-modal'

/** The category video opened by useOpenCategory (in the overlays' chunk: hub-overlays.tsx). */
export function VideoModalHost() {
  const [video, setVideo] = useAtom(videoAtom)
  if (!video) return null
  return <VideoModal open={video.open} title={video.title} url={video.url} onClose={() => setVideo({ ...video, open: false })} />
}
