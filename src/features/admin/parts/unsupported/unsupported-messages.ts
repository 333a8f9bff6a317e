import { useMessages } from '@/i18n/use-t'
import type { CapabilityName } from '@/features/admin/parts/capability/capabilities'

/**
 * What the admin says where the backend lacks a capability (parts/capability): a title, the reason
 * (one or two sentences), and for the index rows a few words. Loaded with the notice, only when a
 * backend lacks something; both languages.
 */
const ru = {
  'stats.title': 'Статистика недоступна',
  'stats.why': 'Этот сервер не считает открытия (нет GET /admin/stats). Остальное администрирование работает как обычно.',
  'stats.short': 'сервер не считает открытия',
  'auditLog.title': 'История изменений недоступна',
  'auditLog.why': 'Этот сервер её не ведёт. Сохранение работает как обычно.',
  'auditLog.short': 'сервер не ведёт историю',
  'sharing.title': 'Ссылки на хаб недоступны',
  'sharing.why': 'Этот сервер не хранит их настройки (нет /admin/navigation): ссылку сделать нельзя.',
  'sharing.short': 'сервер не хранит настройки ссылок',
  'campaigns.title': 'Кампании недоступны',
  'campaigns.why':
    'Этот сервер не хранит кампании (нет /admin/campaigns). Ссылки на хаб по-прежнему можно делать в формах категорий и разделов.',
  'campaigns.short': 'сервер не хранит кампании',
  'welcomeGate.title': 'Приветствие для заявок недоступно',
  'welcomeGate.why':
    'Этот сервер не открывает хаб на заявку о вступлении в канал (нет /admin/welcome-gate). Заявки принимают администраторы канала в Telegram.',
  'welcomeGate.short': 'сервер не отвечает на заявки',
  'notifications.title': 'Отправленные напоминания недоступны',
  'notifications.why': 'Этот сервер не напоминает посетителям о новых записях (нет /admin/notifications), и отправленного нет.',
  'notifications.short': 'сервер не отправляет напоминания',
  'icons.title': 'Библиотека иконок недоступна',
  'icons.why':
    'Этот сервер не выдаёт список загруженных файлов (нет /admin/files). В формах иконку можно загрузить заново или оставить запись без иконки.',
  'icons.short': 'сервер не выдаёт список файлов',
  'schedules.title': 'Показ по расписанию недоступен',
  'schedules.why': 'Этот сервер не хранит время показа: запись видна, пока она включена.',
  'schedules.short': 'без расписаний',
  'audiences.title': 'Выбор, кто видит запись, недоступен',
  'audiences.why': 'Этот сервер не различает участников канала: все записи видны всем.',
  'audiences.short': 'без закрытых записей',
  'announce.title': 'Анонсы недоступны',
  'announce.why': 'Этот сервер не показывает записи до начала показа и не уведомляет посетителей о них.',
  'announce.short': 'без анонсов',
  'versions.title': 'Одновременные правки не отслеживаются',
  'versions.why': 'Этот сервер не хранит версии записей: если запись сохранит кто-то ещё, останется последнее сохранение.',
  'versions.short': 'без версий записей',
  formTitle: 'Этот сервер умеет не всё',
} satisfies Record<`${CapabilityName}.${'title' | 'why' | 'short'}` | 'formTitle', string>

const en: Record<keyof typeof ru, string> = {
  'stats.title': 'Statistics unavailable',
  'stats.why': 'This backend does not count opens (no GET /admin/stats). Everything else in the admin works as usual.',
  'stats.short': 'this backend does not count opens',
  'auditLog.title': 'Change history is not available',
  'auditLog.why': 'This backend does not keep it. Saving works as usual.',
  'auditLog.short': 'this backend keeps no history',
  'sharing.title': 'Links to the hub are unavailable',
  'sharing.why': 'This backend keeps no settings for them (no /admin/navigation): no link can be made.',
  'sharing.short': 'this backend keeps no link settings',
  'campaigns.title': 'Campaigns unavailable',
  'campaigns.why':
    'This backend keeps no campaigns (no /admin/campaigns). Links into the hub can still be made in the category and section forms.',
  'campaigns.short': 'this backend keeps no campaigns',
  'welcomeGate.title': 'The welcome gate is unavailable',
  'welcomeGate.why':
    "This backend does not open the hub for a request to join the channel (no /admin/welcome-gate). The channel's admins answer requests in Telegram.",
  'welcomeGate.short': 'this backend does not answer join requests',
  'notifications.title': 'Sent notifications are unavailable',
  'notifications.why': 'This backend does not notify visitors of new records (no /admin/notifications), so nothing has been sent.',
  'notifications.short': 'this backend sends no notifications',
  'icons.title': 'The icon library is unavailable',
  'icons.why':
    'This backend does not list uploaded files (no /admin/files). In the forms, an icon can be uploaded anew or a record left without one.',
  'icons.short': 'this backend does not list files',
  'schedules.title': 'Scheduled showing is unavailable',
  'schedules.why': 'This backend keeps no showing times: a record is shown while it is on.',
  'schedules.short': 'no schedules',
  'audiences.title': 'Choosing who sees a record is unavailable',
  'audiences.why': 'This backend does not tell channel members apart: every record is shown to everyone.',
  'audiences.short': 'no members-only records',
  'announce.title': 'Announcements are unavailable',
  'announce.why': 'This backend does not show records before their start or notify visitors about them.',
  'announce.short': 'no announcements',
  'versions.title': 'Simultaneous edits are not caught',
  'versions.why': 'This backend keeps no record versions: if someone else saves this record, the last save stays.',
  'versions.short': 'no record versions',
  formTitle: 'This backend does not do everything',
}

export const useUnsupportedT = () => useMessages({ ru, en })
