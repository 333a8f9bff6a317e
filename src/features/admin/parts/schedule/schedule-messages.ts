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
} satisfies Record<string, string>

const en: Record<keyof typeof ru, string> = {
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
}

export const useScheduleT = () => useMessages({ ru, en })
