import { plural } from '@/i18n/plural'
import type { Message } from '@/i18n/translate'
import { useMessages } from '@/i18n/use-t'

/** Texts of the schedule parts (the forms' "Show from / until", the lists' badge and filter); both languages. */
const ru = {
  title: 'Показ по расписанию',
  from: 'Показывать с',
  until: 'Показывать до',
  zone: 'Время в вашем часовом поясе: {zone}. Пустое поле: без ограничения.',
  clear: 'Очистить',
  clearItem: 'Очистить поле «{label}»',
  scheduled: 'запланировано',
  ended: 'показ окончен',
  scheduledTitle: 'Будет показано с {at}',
  endedTitle: 'Показ окончен {at}',
  filter: 'Расписание',
  all: 'Все',
  filterScheduled: 'Запланированные',
  filterLive: 'Показываются',
  filterEnded: 'Показ окончен',
  announce: 'Анонсировать заранее',
  announceHint: 'Посетители увидят «с {date}» и смогут попросить уведомить их, когда начнётся показ.',
  waiting: plural('ru', 'count', { one: '# человек ждёт', few: '# человека ждут', many: '# человек ждут', other: '# человека ждут' }),
  nobodyWaiting: 'Пока никто не ждёт',
} satisfies Record<string, Message>

const en: Record<keyof typeof ru, Message> = {
  title: 'On a schedule',
  from: 'Show from',
  until: 'Show until',
  zone: 'Times in your time zone: {zone}. Empty: no limit.',
  clear: 'Clear',
  clearItem: 'Clear “{label}”',
  scheduled: 'scheduled',
  ended: 'ended',
  scheduledTitle: 'Shown from {at}',
  endedTitle: 'Ended {at}',
  filter: 'Schedule',
  all: 'All',
  filterScheduled: 'Scheduled',
  filterLive: 'Showing now',
  filterEnded: 'Ended',
  announce: 'Announce it ahead',
  announceHint: 'Visitors see “from {date}” and can ask to be notified when it starts.',
  waiting: plural('en', 'count', { one: '# person waiting', other: '# people waiting' }),
  nobodyWaiting: 'Nobody waiting yet',
}

export const useScheduleT = () => useMessages({ ru, en })
