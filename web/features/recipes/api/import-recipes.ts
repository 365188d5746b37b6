import {
  IMPORT_ARCHIVE_FIELD,
  IMPORT_PROGRESS_TYPE,
  type ImportReport,
  importProgressSchema,
  importReportSchema,
} from '@contracts/portability';
import { apiErrorFromAnswer } from '@/lib/api';
import { type UploadProgress, uploadForm } from '@/lib/upload';

/** Where an import is: its archive going up, then its recipes being read in. */
export type ImportStage =
  | { stage: 'uploading'; progress: UploadProgress }
  | { stage: 'importing'; done: number; total: number };

/** The complete lines of a stream of JSON lines, parsed; a partial last line waits. */
function completeLines(text: string): unknown[] {
  return text
    .split('\n')
    .slice(0, -1)
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));
}

/**
 * POST /api/import with the archive, asking for progress lines (decision 027): `onStage` hears the
 * upload's bytes, then the recipes done. Resolves with the report; rejects with the server's
 * refusal (an ApiError) or, when the import stopped half-way, its reason.
 */
export async function importRecipes(
  archive: File,
  { onStage, signal }: { onStage: (stage: ImportStage) => void; signal?: AbortSignal },
): Promise<ImportReport> {
  const form = new FormData();
  form.append(IMPORT_ARCHIVE_FIELD, archive);
  const answer = await uploadForm('POST', '/api/import', form, {
    signal,
    headers: { Accept: IMPORT_PROGRESS_TYPE },
    onProgress: (progress) => onStage({ stage: 'uploading', progress }),
    onAnswerText: (text) => {
      const last = importProgressSchema.safeParse(completeLines(text).at(-1));
      if (last.success) onStage({ stage: 'importing', ...last.data });
    },
  });
  const last = completeLines(await answer.text()).at(-1) as { error?: unknown } | undefined;
  if (typeof last?.error === 'string') {
    throw await apiErrorFromAnswer(500, JSON.stringify({ message: last.error }));
  }
  return importReportSchema.parse(last);
}
