import { z } from 'zod'
import { byId, file, fileType, listOf, listQuery } from './common'
import { iconFiles } from './extensions'
import { op } from './operation'

export const uploadInput = z.object({
  file: z.instanceof(Blob, { message: 'Required' }),
  type: fileType.default('image'),
})

export const filesOps = {
  'files.upload': op({
    method: 'POST',
    path: '/files',
    input: uploadInput,
    output: file,
    access: 'admin',
    status: 201,
    carrier: { kind: 'multipart' },
    refusals: ['file_too_large', 'file_type_unsupported', 'svg_unsafe'],
    summary: 'Upload an image or icon',
    description:
      'Multipart `file` and `type` (`image` or `icon`). PNG, JPEG, WebP and GIF by their bytes; icons also SVG, refused when it ' +
      'could run script or load something (422 `svg_unsafe`). 5 MB at most (413 `file_too_large`); other bytes 415 ' +
      '`file_type_unsupported`. The file is served back at `url`.',
    origin: 'spec',
  }),
  'admin.files.list': op({
    method: 'GET',
    path: '/admin/files',
    input: listQuery({ type: fileType }),
    output: listOf(file),
    access: 'admin',
    list: true,
    summary: 'List uploaded files',
    description: 'Uploaded files, newest first; `filter[type]=icon` gives the icons screen its list.',
    origin: iconFiles,
  }),
  'admin.files.delete': op({
    method: 'DELETE',
    path: '/admin/files/{id}',
    input: byId,
    output: z.null(),
    access: 'admin',
    status: 204,
    summary: 'Delete an uploaded file',
    description: 'Deletes an uploaded file; records that showed it let go of it (their image or icon becomes null).',
    origin: iconFiles,
  }),
}
