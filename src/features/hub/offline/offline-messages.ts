/** The offline note's and state's strings, both languages, in the offline views' chunk (never in the first screen). */
const ru = {
  'offline.note': 'Нет сети: показано сохранённое ранее',
  'offline.title': 'Нет соединения',
  'offline.message': 'Проверьте интернет и попробуйте ещё раз.',
  'offline.retry': 'Повторить',
}

const en: Record<keyof typeof ru, string> = {
  'offline.note': 'Offline: showing what was saved earlier',
  'offline.title': 'No connection',
  'offline.message': 'Check your internet connection and try again.',
  'offline.retry': 'Try again',
}

export const offlineMessages = { ru, en }
