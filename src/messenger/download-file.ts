import { hasTransport, onEvent, postEvent, supportsVersion } from './bridge'

export type FileDownload = 'downloading' | 'cancelled' | 'unavailable'

/** Whether Telegram can save a file for the mini app (`downloadFile`, Mini Apps 8.0+): not the dev server's stand-in, which no client hears. */
export const canDownloadFile = () => hasTransport() && supportsVersion('8.0')

/**
 * Asks Telegram to download `url` as `fileName` (`web_app_request_file_download`, 8.0+): Telegram shows
 * its own confirmation and saves the file itself; resolves with the answer (`file_download_requested`),
 * or `unavailable` outside Telegram, on an older client, or when no answer comes within `timeoutMs`.
 * `url` must be absolute: Telegram fetches it, not the page.
 */
export function downloadFile(url: string, fileName: string, timeoutMs = 120_000): Promise<FileDownload> {
  if (!canDownloadFile()) return Promise.resolve('unavailable')
  return new Promise((resolve) => {
    const timer = setTimeout(() => done('unavailable'), timeoutMs)
    const stop = onEvent('file_download_requested', (data) => done(data.status === 'downloading' ? 'downloading' : 'cancelled'))
    function done(answer: FileDownload) {
      clearTimeout(timer)
      stop()
      resolve(answer)
    }
    postEvent('web_app_request_file_download', { url, file_name: fileName })
  })
}
