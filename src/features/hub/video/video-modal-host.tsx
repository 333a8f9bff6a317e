import { useAtom } from 'jotai'
import { videoAtom } from '../links/overlay-atoms'
import { VideoModal } from './video-modal'

/** The category video opened by useOpenCategory. */
export function VideoModalHost() {
  const [video, setVideo] = useAtom(videoAtom)
  if (!video) return null
  return <VideoModal open={video.open} title={video.title} url={video.url} onClose={() => setVideo({ ...video, open: false })} />
}
