import { isInTelegram, onEvent, postEvent, supportsVersion } from './bridge'

export type WriteAccess = 'allowed' | 'cancelled' | 'unavailable'

/**
 * Asks Telegram for permission for the hub's bot to message the user (`web_app_request_write_access`,
 * Mini Apps 6.9+): resolves with the user's answer (`write_access_requested`), or `unavailable`
 * outside Telegram, on an older client, or when no answer comes within `timeoutMs`.
 */
export function requestWriteAccess(timeoutMs = 120_000): Promise<WriteAccess> {
  if (!isInTelegram() || !supportsVersion('6.9')) return Promise.resolve('unavailable')
  return new Promise((resolve) => {
    const timer = setTimeout(() => done('unavailable'), timeoutMs)
    const stop = onEvent('write_access_requested', (data) => done(data.status === 'allowed' ? 'allowed' : 'cancelled'))
    function done(answer: WriteAccess) {
      clearTimeout(timer)
      stop()
      resolve(answer)
    }
    postEvent('web_app_request_write_access')
  })
}
