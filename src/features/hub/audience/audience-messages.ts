/**
 * The strings of members-only content, the welcome gate and "Notify me" past the first screen (the
 * sheets, the members-only refusal, the gate). They load with those chunks, so both languages ship
 * here. The cards' lock is in hub-messages (first screen); their "from 3 December" is here.
 */
const ru = {
  'common.close': 'Закрыть',
  'locked.text': 'Это открыто только участникам канала. Вступите в канал и вернитесь — откроется само.',
  'locked.join': 'Вступить в канал',
  'locked.check': 'Я вступил, проверить',
  'locked.stillOutside': 'Пока не видим вас среди участников. Попробуйте через минуту.',
  'locked.noChannel': 'Канал хаба не указан: напишите его администратору.',
  'locked.anonymous': 'Откройте хаб из Telegram, чтобы мы узнали, что вы участник канала.',
  'membersOnly.title': 'Только для участников канала',
  'membersOnly.message': 'Этот раздел открыт участникам канала хаба. Вступите в канал и вернитесь сюда.',
  'membersOnly.toHome': 'На главную',
  'coming.when': 'Откроется {day}',
  'coming.from': 'с {day}',
  'coming.notify': 'Напомнить мне',
  'coming.waiting': 'Напомним в Telegram, когда откроется.',
  'coming.cancel': 'Не напоминать',
  'coming.refused': 'Без разрешения писать вам бот не сможет напомнить. Ничего не сохранено.',
  'coming.unavailable': 'Напоминания работают в Telegram: откройте хаб оттуда.',
  'coming.failed': 'Не получилось: {reason}',
  'coming.unsupported': 'Этот сервер не умеет напоминать.',
  'gate.loading': 'Открываем заявку…',
  'gate.failed': 'Не удалось ответить на заявку: {reason}',
  'gate.welcome': 'Вы в канале! Добро пожаловать.',
} satisfies Record<string, string>

export type AudienceMessageKey = keyof typeof ru

const en: Record<AudienceMessageKey, string> = {
  'common.close': 'Close',
  'locked.text': 'This is open to channel members only. Join the channel and come back: it opens by itself.',
  'locked.join': 'Join the channel',
  'locked.check': 'I joined, check again',
  'locked.stillOutside': 'We do not see you among the members yet. Try again in a minute.',
  'locked.noChannel': 'The hub has no channel set: tell its admin.',
  'locked.anonymous': 'Open the hub from Telegram so that we can tell you are a channel member.',
  'membersOnly.title': 'For channel members only',
  'membersOnly.message': 'This part of the hub is open to members of its channel. Join the channel and come back here.',
  'membersOnly.toHome': 'Home',
  'coming.when': 'Opens on {day}',
  'coming.from': 'from {day}',
  'coming.notify': 'Notify me',
  'coming.waiting': 'We will message you in Telegram when it opens.',
  'coming.cancel': 'Do not notify me',
  'coming.refused': 'Without your permission to message you the bot cannot notify you. Nothing was saved.',
  'coming.unavailable': 'Notifications work in Telegram: open the hub from there.',
  'coming.failed': 'That did not work: {reason}',
  'coming.unsupported': 'This server cannot send notifications.',
  'gate.loading': 'Opening your request…',
  'gate.failed': 'Could not answer the join request: {reason}',
  'gate.welcome': 'You are in the channel! Welcome.',
}

export const audienceMessages = { ru, en }
