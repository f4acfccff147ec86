/** What the upload paths answer when the upload is not there, or not in the state asked for. */
export const NO_SUCH_UPLOAD = 'That upload does not exist';
export const UPLOAD_NOT_IN_PREVIEW = 'That upload is no longer waiting to be confirmed';
