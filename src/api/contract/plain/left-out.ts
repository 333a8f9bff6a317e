/**
 * Why an import leaves a part of its document out (issue 28: POST /admin/import's `refused[].code`),
 * zod-free for the admin's wording. Each code's `params` (all optional: a text without them reads whole):
 * - `file_both`: a file carries both its bytes and a url;
 * - `file_not_base64`: its bytes are not base64;
 * - `file_too_large` `{ megabytes }`: larger than an upload may be;
 * - `file_type_unsupported`: its bytes are no image the hub accepts (SVG: icons only);
 * - `svg_unsafe`: an SVG with scripts, event handlers or outside references;
 * - `file_url_foreign`: a url other than one of the app's own pictures (`/seed/...`);
 * - `file_missing`: neither bytes nor a url;
 * - `file_left_out`: a record whose file (picture, icon) is itself left out;
 * - `reference_missing` `{ field }`: what the field names is not in the document (or not in the hub);
 * - `record_invalid` `{ fields }`: the record breaks a rule of its write (the fields as on the wire, comma-separated);
 * - `settings_invalid` `{ fields }`: the hub's settings, or its welcome gate, are not valid.
 * A code this client does not know is shown by the plan's English `reason`.
 */
const LEFT_OUT_CODES = [
  'file_both',
  'file_not_base64',
  'file_too_large',
  'file_type_unsupported',
  'svg_unsafe',
  'file_url_foreign',
  'file_missing',
  'file_left_out',
  'reference_missing',
  'record_invalid',
  'settings_invalid',
] as const
export type LeftOutCode = (typeof LEFT_OUT_CODES)[number]

/** Why a part is left out: the code and its params, and the English text every client can show. */
export interface LeftOut {
  code: LeftOutCode
  params?: Record<string, string | number>
  reason: string
}

export const isLeftOutCode = (value: unknown): value is LeftOutCode =>
  typeof value === 'string' && (LEFT_OUT_CODES as readonly string[]).includes(value)
