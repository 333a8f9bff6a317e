/**
 * SPEC 8's error texts in English, loaded only for English-speaking visitors. Checked against the
 * Russian catalog where error-messages.ts loads it (not by importing its key type: that would be an import cycle).
 */
export const en = {
  'error.generic': 'Could not load the data. Please try again.',
  'error.network': 'No connection to the server. Check your internet and try again.',
  'error.timeout': 'The server is taking too long to answer.',
  'error.canceled': 'The request was canceled.',
  'error.badRequest': 'The request failed.',
  'error.badResponse': 'The server answered with an error. We are on it.',
  'error.unauthorized': 'Could not sign in with Telegram.',
  'error.forbidden': 'You do not have permission for this.',
  'error.notFound': 'The record was not found.',
}
