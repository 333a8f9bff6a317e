import { useMessages } from '@/i18n/use-t'

/**
 * The admin's own messages, kept out of the global catalog (src/i18n) so that they load with
 * the admin's lazy chunks, not with the visitor's first screen. Russian is the source of truth.
 */
const ru = {
  title: 'Администрирование',
  comingSoon: 'Скоро здесь появится редактор.',
  backToAdmin: 'К администрированию',
  'section.popups': 'Попапы',
  'section.popupCreate': 'Новый попап',
  'section.popupEdit': 'Попап №{id}',
  'section.categories': 'Категории',
  'section.categoryCreate': 'Новая категория',
  'section.categoryEdit': 'Категория №{id}',
  'section.materials': 'Материалы',
  'section.materialCreate': 'Новый материал',
  'section.materialEdit': 'Материал №{id}',
  'section.accessUsers': 'Доступ',
  'section.accessUserCreate': 'Новый администратор',
  'section.accessUserEdit': 'Администратор №{id}',
  'section.banner': 'Баннер',
  'section.floatingButton': 'Плавающая кнопка',
  'section.theme': 'Тема',
  'section.icons': 'Иконки',
  'section.logs': 'Логи',
} satisfies Record<string, string>

export type AdminMessageKey = keyof typeof ru

const en: Record<AdminMessageKey, string> = {
  title: 'Administration',
  comingSoon: 'The editor is coming soon.',
  backToAdmin: 'Back to administration',
  'section.popups': 'Popups',
  'section.popupCreate': 'New popup',
  'section.popupEdit': 'Popup #{id}',
  'section.categories': 'Categories',
  'section.categoryCreate': 'New category',
  'section.categoryEdit': 'Category #{id}',
  'section.materials': 'Materials',
  'section.materialCreate': 'New material',
  'section.materialEdit': 'Material #{id}',
  'section.accessUsers': 'Access',
  'section.accessUserCreate': 'New administrator',
  'section.accessUserEdit': 'Administrator #{id}',
  'section.banner': 'Banner',
  'section.floatingButton': 'Floating button',
  'section.theme': 'Theme',
  'section.icons': 'Icons',
  'section.logs': 'Logs',
}

const adminCatalogs = { ru, en }

/** `const t = useAdminT(); t('section.popups')`; follows languageAtom like any `useMessages(catalogs)`. */
export const useAdminT = () => useMessages(adminCatalogs)
