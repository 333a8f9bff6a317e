import { postEvent, supportsVersion } from './bridge'

/** Light press feedback for taps on cards and buttons; a no-op outside Telegram (or before Bot API 6.1). */
export function impactLight(): void {
  if (supportsVersion('6.1')) postEvent('web_app_trigger_haptic_feedback', { type: 'impact', impact_style: 'light' })
}
