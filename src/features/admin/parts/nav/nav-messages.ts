import { useMessages } from '@/i18n/use-t'

/** The admin's screens and groups by name (the index, the desktop sidebar); both languages, with them. */
const ru = {
  admin: 'Администрирование',
  nav: 'Разделы админки',
  content: 'Контент',
  look: 'Оформление',
  analytics: 'Аналитика',
  settings: 'Настройки',
  categories: 'Категории',
  materials: 'Материалы',
  popups: 'Попапы',
  banner: 'Баннеры',
  icons: 'Иконки',
  theme: 'Тема',
  floatingButton: 'Плавающая кнопка',
  stats: 'Статистика',
  history: 'История изменений',
  notifications: 'Отправленные напоминания',
  welcomeGate: 'Приветствие для заявок',
  accessUsers: 'Доступ',
  hubFile: 'Выгрузка и загрузка хаба',
  logs: 'Логи',
  toHub: 'Открыть хаб',
} satisfies Record<string, string>

const en: Record<keyof typeof ru, string> = {
  admin: 'Administration',
  nav: 'Admin sections',
  content: 'Content',
  look: 'Look',
  analytics: 'Analytics',
  settings: 'Settings',
  categories: 'Categories',
  materials: 'Materials',
  popups: 'Popups',
  banner: 'Banners',
  icons: 'Icons',
  theme: 'Theme',
  floatingButton: 'Floating button',
  stats: 'Statistics',
  history: 'Change history',
  notifications: 'Outbox',
  welcomeGate: 'Welcome gate',
  accessUsers: 'Access',
  hubFile: 'Hub export and import',
  logs: 'Logs',
  toHub: 'Open the hub',
}

export type NavMessageKey = keyof typeof ru
export const useNavT = () => useMessages({ ru, en })
