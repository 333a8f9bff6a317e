/**
 * The welcome gate's own words, as the visitor's gate and the admin's live preview draw it (the hub's
 * chunk of the gate and the admin's welcome gate screen load them with the view). Both languages.
 */
const ru = {
  'gate.join': 'Вступить',
  'gate.notNow': 'Не сейчас',
  'gate.accept': 'Я принимаю правила',
  'gate.acceptNeeded': 'Отметьте, что принимаете правила.',
  'gate.readFirst': 'Прочитайте перед вступлением',
  'gate.expired': 'Заявка на вступление истекла. Отправьте новую из канала.',
  'gate.answered': 'На эту заявку уже ответили.',
  'gate.notFound': 'Заявка на вступление не найдена.',
  'gate.signIn': 'Откройте приложение из Telegram, чтобы ответить на заявку.',
  'gate.toHome': 'На главную',
  'gate.retry': 'Повторить',
  'gate.loadFailed': 'Не удалось открыть заявку',
} satisfies Record<string, string>

export type GateMessageKey = keyof typeof ru

const en: Record<GateMessageKey, string> = {
  'gate.join': 'Join',
  'gate.notNow': 'Not now',
  'gate.accept': 'I accept the rules',
  'gate.acceptNeeded': 'Tick that you accept the rules.',
  'gate.readFirst': 'Read before joining',
  'gate.expired': 'The join request has expired. Send a new one from the channel.',
  'gate.answered': 'This join request has been answered already.',
  'gate.notFound': 'The join request was not found.',
  'gate.signIn': 'Open the app from Telegram to answer the join request.',
  'gate.toHome': 'Home',
  'gate.retry': 'Try again',
  'gate.loadFailed': 'Could not open the join request',
}

export const gateMessages = { ru, en }
