import { postEvent, supportsVersion } from './bridge'

let current = false

/** Inside Telegram: ask before the mini app closes (unsaved admin forms); a no-op elsewhere. */
export function setClosingConfirmation(needed: boolean): void {
  if (needed === current) return
  current = needed
  if (supportsVersion('6.2')) postEvent('web_app_setup_closing_behavior', { need_confirmation: needed })
}
