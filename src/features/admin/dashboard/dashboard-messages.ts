import { useMessages } from '@/i18n/use-t'

/** Texts of the admin index; ship with its chunk, both languages. */
const ru = {
  title: 'Администрирование',
  screens: 'Разделы',
  toHub: 'Открыть хаб',
  history: 'История изменений',
  count: '{count}',
  countUnknown: '—',
  countsFailed: 'Не удалось узнать, сколько записей в разделах: {reason}',
  retry: 'Повторить',
  categories: 'Категории',
  materials: 'Материалы',
  popups: 'Попапы',
  banner: 'Баннеры',
  floatingButton: 'Кнопки',
  theme: 'Темы',
  icons: 'Иконки',
  accessUsers: 'Доступ',
  logs: 'Логи',
  stats: 'Статистика',
  statsOpens: 'открытий за 30 дней: {count}',
  historyEntries: 'записей: {count}',
} satisfies Record<string, string>

const en: Record<keyof typeof ru, string> = {
  title: 'Administration',
  screens: 'Sections',
  toHub: 'Open the hub',
  history: 'Change history',
  count: '{count}',
  countUnknown: '—',
  countsFailed: 'Could not count the items in each section: {reason}',
  retry: 'Retry',
  categories: 'Categories',
  materials: 'Materials',
  popups: 'Popups',
  banner: 'Banners',
  floatingButton: 'Buttons',
  theme: 'Themes',
  icons: 'Icons',
  accessUsers: 'Access',
  logs: 'Logs',
  stats: 'Statistics',
  statsOpens: '{count} opens in 30 days',
  historyEntries: '{count} entries',
}

export type DashboardMessageKey = keyof typeof ru
export const useDashboardT = () => useMessages({ ru, en })
