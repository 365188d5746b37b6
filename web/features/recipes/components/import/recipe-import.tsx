import type { ImportReport } from '@contracts/portability';
import { useQueryClient } from '@tanstack/react-query';
import { FileArchive, Upload, X } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { asApiError } from '@/lib/api';
import { Message } from '@/lib/i18n/message';
import { useT } from '@/lib/i18n/texts';
import { isAbortError } from '@/lib/upload';
import { type ImportStage, importRecipes } from '../../api/import-recipes';
import { recipeKeys } from '../../api/recipe-keys';
import { ImportProgressBar } from './import-progress-bar';
import { ImportReportView } from './import-report';

type State =
  | { status: 'idle' }
  | { status: 'running'; stage: ImportStage | null }
  | { status: 'done'; report: ImportReport }
  | { status: 'failed'; message: string };

/**
 * "Import recipes" (Account Settings): a Simmer export's recipes and photos into this account,
 * with the upload's and then the import's progress, and a report of what came in, what was
 * skipped and what was refused and why. Recipes come in private.
 */
export function RecipeImport() {
  const t = useT('recipes');
  const queryClient = useQueryClient();
  const inputId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<State>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  const busy = state.status === 'running';

  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || busy) return;
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'running', stage: null });
    try {
      const report = await importRecipes(file, {
        signal: controller.signal,
        onStage: (stage) => setState({ status: 'running', stage }),
      });
      setState({ status: 'done', report });
      setFile(null);
      // Every list, count and the recipe of the day may have changed.
      await queryClient.invalidateQueries({ queryKey: recipeKeys.all });
    } catch (error) {
      setState(
        isAbortError(error)
          ? { status: 'idle' }
          : { status: 'failed', message: asApiError(error)?.serverMessage ?? t('importFailed') },
      );
    } finally {
      running.current = null;
    }
  };

  return (
    <form className="grid gap-3" onSubmit={start} aria-labelledby={`${inputId}-title`}>
      <div>
        <h3 id={`${inputId}-title`} className="font-medium text-foreground">
          {t('importTitle')}
        </h3>
        <p id={hintId} className="text-muted-foreground text-sm">
          {t('importHint')}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={inputId}
          className="inline-flex h-10 cursor-pointer items-center justify-center gap-2 rounded-lg border border-border bg-card px-4 font-medium text-sm shadow-sm transition-colors hover:bg-muted has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 has-focus-visible:ring-2 has-focus-visible:ring-ring"
        >
          <FileArchive className="size-4" aria-hidden="true" />
          {file ? t('chooseAnotherArchive') : t('chooseArchive')}
          <input
            id={inputId}
            type="file"
            accept=".zip,.paprikarecipes,.json,.csv,application/zip,application/json,text/csv"
            className="sr-only"
            aria-describedby={hintId}
            disabled={busy}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setState({ status: 'idle' });
              event.target.value = '';
            }}
          />
        </label>
        {file && <span className="min-w-0 truncate text-sm text-foreground">{file.name}</span>}
        <Button type="submit" disabled={!file || busy}>
          <Upload aria-hidden="true" />
          {busy ? t('importing') : t('import')}
        </Button>
      </div>
      {state.status === 'running' && (
        <div className="grid gap-2">
          <ImportProgressBar stage={state.stage} />
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => running.current?.abort()}
          >
            <X aria-hidden="true" />
            {t('cancelImport')}
          </Button>
        </div>
      )}
      {state.status === 'done' && <ImportReportView report={state.report} />}
      {state.status === 'failed' && (
        <p role="alert" className="text-destructive text-sm">
          <Message text={state.message} />
        </p>
      )}
    </form>
  );
}
