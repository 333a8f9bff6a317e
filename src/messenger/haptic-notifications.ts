import { trigger } from './haptics'

// Beside haptics.ts rather than in it: only the admin uses these, and haptics.ts is part of the visitor's first screen.

/** The admin's save succeeded / was refused: felt as well as seen inside Telegram. */
export const notifySuccess = () => trigger({ type: 'notification', notification_type: 'success' })
export const notifyError = () => trigger({ type: 'notification', notification_type: 'error' })
