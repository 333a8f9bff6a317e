import type { ComponentType, ReactNode } from 'react'
import { isOfflineRead } from './offline/offline'
import { OfflineNote, OfflineState } from './offline/offline-views-lazy'

/** What a screen's read (a React Query result) tells its state by. */
interface Read<T> {
  data: T | undefined
  isPending: boolean
  error: unknown
  fetchStatus: Parameters<typeof isOfflineRead>[0]['fetchStatus']
  refetch: () => unknown
}

interface ReadStateProps<T> {
  read: Read<T>
  /** The screen's shape while it loads. */
  skeleton: ReactNode
  /** Says what failed when there is nothing to show (Home's is a lazy chunk: lazy-home-states.tsx). */
  error: ComponentType<{ error: unknown; onRetry: () => unknown }>
  /** What the screen draws of its data. */
  children: (data: T) => ReactNode
  /** Drawn above the body in every state (Home's banners, which have a read of their own). */
  top?: ReactNode
  /** Whether what is drawn may be old (the note); default: this read's network did not answer. */
  offline?: boolean
  /** Default: the read again. */
  retry?: () => unknown
}

/**
 * The hub screens' one load switch (Home, category, section): the data, with a quiet note when it
 * was kept on the device and the network does not answer (a repeat visit offline); nothing kept and
 * offline: the offline state with a retry; loading: the screen's skeleton; failed: its error.
 */
export function ReadState<T>({ read, skeleton, error: Failed, children, top, offline, retry = read.refetch }: ReadStateProps<T>) {
  const { data } = read
  const networkDown = isOfflineRead(read)
  return (
    <>
      <OfflineNote show={(offline ?? networkDown) && data !== undefined} />
      {top}
      {data !== undefined ? (
        children(data)
      ) : networkDown ? (
        <OfflineState onRetry={retry} />
      ) : read.isPending ? (
        skeleton
      ) : (
        <Failed error={read.error} onRetry={retry} />
      )}
    </>
  )
}
