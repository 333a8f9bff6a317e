/**
 * The admin's line icons (24 px grid, drawn at 20 px in the text's colour): one path each, so a
 * screen carries only the few it draws. Always beside a visible label or inside a named control.
 */
const icon = (path: string) =>
  function Icon() {
    return (
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={path} />
      </svg>
    )
  }

export const MoreIcon = icon('M5 12h.01M12 12h.01M19 12h.01')
export const EditIcon = icon('M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4zM13.5 6.5l4 4')
export const HideIcon = icon(
  'M3 3l18 18M10.6 6.1A9.7 9.7 0 0 1 12 6c5 0 8.5 4.5 9.5 6a15 15 0 0 1-2.6 3.2M6.6 6.6A15 15 0 0 0 2.5 12c1 1.5 4.5 6 9.5 6a9 9 0 0 0 4.4-1.1M9.9 9.9a3 3 0 0 0 4.2 4.2',
)
export const ShowIcon = icon(
  'M2.5 12C3.5 10.5 7 6 12 6s8.5 4.5 9.5 6c-1 1.5-4.5 6-9.5 6s-8.5-4.5-9.5-6zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
)
export const TrashIcon = icon('M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3')
export const ReorderIcon = icon('M7 4v16M7 4 4 7M7 4l3 3M17 20V4M17 20l-3-3M17 20l3-3')
export const SelectIcon = icon('M9 11.5l2.5 2.5L16 9.5M4 12a8 8 0 1 0 16 0 8 8 0 0 0-16 0')
export const ShareIcon = icon('M12 15V3M8 7l4-4 4 4M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7')
export const CopyIcon = icon('M9 9h10v12H9zM5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1')
export const SendIcon = icon('M21 3 3 10.5l7 2.5 2.5 7L21 3zM10 13l4.5-4.5')
export const DownloadIcon = icon('M12 3v12M7 10l5 5 5-5M5 21h14')
export const PlusIcon = icon('M12 5v14M5 12h14')
export const CheckIcon = icon('M5 12.5l4.5 4.5L19 7')
export const OpenIcon = icon('M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5')
