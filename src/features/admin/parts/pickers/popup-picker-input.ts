/**
 * The popups a link may open: popups are few per hub, so one page of 200 is all of them in practice.
 * A module of its own so the popup screens can share the picker's read (one query key, one cache
 * entry) without loading the picker and its create-a-popup modal (vite.config.ts puts it in the
 * admin's fields chunk).
 */
export const POPUP_PICKER_INPUT = { pagination: { offset: 0, limit: 200 } }
