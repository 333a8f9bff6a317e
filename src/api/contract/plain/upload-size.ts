/** The largest file `POST /files` takes (5 MB): the admin's upload fields refuse more before sending, the server answers 413. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
