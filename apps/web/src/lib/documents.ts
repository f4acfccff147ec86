/**
 * The documents people upload (a claim's receipt, a life event's evidence): what the file picker offers and
 * what is sent. The server checks each file by its content; this only stops a file that is clearly too large or
 * of another type before it is sent.
 */
import { RECEIPT_MAX_BYTES } from '@portal/contracts/selection-messages';

/** The file picker's `accept`: PDF, JPEG or PNG. */
export const DOCUMENT_ACCEPT = 'application/pdf,image/jpeg,image/png';

export function isAcceptableDocument(file: File): boolean {
  return file.size <= RECEIPT_MAX_BYTES && DOCUMENT_ACCEPT.split(',').includes(file.type);
}
