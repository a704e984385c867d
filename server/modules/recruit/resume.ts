import { sniffDocument } from '../../platform/document-type';
import type { ResumeType } from '../../../common/recruit/options';

/**
 * The type of a résumé read from its bytes (server/platform/document-type.ts):
 * PDF or Word (.docx), whatever the name says; anything else answers null.
 */
export function sniffResume(bytes: Uint8Array): ResumeType | null {
  return sniffDocument(bytes);
}

export const resumeMime: Record<ResumeType, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
