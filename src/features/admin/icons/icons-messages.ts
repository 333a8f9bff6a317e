import { useMessages } from '@/i18n/use-t'

/** Texts of the icons screen; ship with its chunk, both languages. */
const ru = {
  title: 'Иконки',
  upload: 'Загрузить иконки',
  uploadHint: 'Можно выбрать несколько файлов: PNG, JPEG, WebP, GIF или SVG, до 5 МБ каждый. SVG очищается на сервере.',
  grid: 'Загруженные иконки',
  total: 'Всего: {total}',
  empty: 'Иконок пока нет',
  emptyText: 'Загрузите иконки, чтобы выбирать их в материалах и категориях.',
  loadFailed: 'Иконки не загрузились',
  delete: 'Удалить «{name}»',
  deleteTitle: 'Удалить иконку «{name}»?',
  deleteUnused: 'Иконка нигде не используется.',
  deleteInUse: 'Иконка используется: материалов — {materials}, категорий — {categories}. Они останутся без иконки.',
  deleteConfirm: 'Удалить',
  deleted: 'Иконка удалена',
  uploads: 'Загрузки',
  uploading: '{name}: {percent}%',
  uploaded: '{name}: загружено',
  failed: '{name}: {message}',
  cancel: 'Отменить «{name}»',
  dismiss: 'Скрыть',
  allDone: 'Загружено иконок: {count}',
} satisfies Record<string, string>

const en: Record<keyof typeof ru, string> = {
  title: 'Icons',
  upload: 'Upload icons',
  uploadHint: 'Choose several files at once: PNG, JPEG, WebP, GIF or SVG, up to 5 MB each. SVG is sanitised on the server.',
  grid: 'Uploaded icons',
  total: 'Total: {total}',
  empty: 'No icons yet',
  emptyText: 'Upload icons to choose them for materials and categories.',
  loadFailed: 'The icons did not load',
  delete: 'Delete “{name}”',
  deleteTitle: 'Delete the icon “{name}”?',
  deleteUnused: 'The icon is not used anywhere.',
  deleteInUse: 'The icon is in use: {materials} materials, {categories} categories. They will be left without an icon.',
  deleteConfirm: 'Delete',
  deleted: 'Icon deleted',
  uploads: 'Uploads',
  uploading: '{name}: {percent}%',
  uploaded: '{name}: uploaded',
  failed: '{name}: {message}',
  cancel: 'Cancel “{name}”',
  dismiss: 'Dismiss',
  allDone: 'Icons uploaded: {count}',
}

export const useIconsT = () => useMessages({ ru, en })
