import { postEvent, supportsVersion } from './bridge'

function trigger(data: Record<string, string>) {
  if (supportsVersion('6.1')) postEvent('web_app_trigger_haptic_feedback', data)
}

/** Light press feedback for taps on cards and buttons; a no-op outside Telegram (or before Bot API 6.1). */
export const impactLight = () => trigger({ type: 'impact', impact_style: 'light' })
/** The admin's save succeeded / was refused: felt as well as seen inside Telegram. */
export const notifySuccess = () => trigger({ type: 'notification', notification_type: 'success' })
export const notifyError = () => trigger({ type: 'notification', notification_type: 'error' })
