import { RECIPE_IMPORT_ERRORS } from '@contracts/recipe-import';
import { ClipboardPaste, Globe, Loader2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { FieldError, fieldProps } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { asApiError } from '@/lib/api';
import { useT } from '@/lib/i18n/texts';
import { cn } from '@/lib/utils';
import { importedPhoto, importFromUrl } from '../../api/import-from-url';
import { parsePastedRecipe, type RecipeDraft } from '../../lib/paste-recipe';
import type { RecipeT, RecipeText } from '../../lib/recipe-t';

type Source = 'url' | 'text';

/**
 * Create Recipe's other ways in: a recipe page's address, read by the server, or a recipe pasted as
 * text, split here. Either fills the form below for the cook to check and save.
 */
export function RecipeSourcePanel({
  onDraft,
}: {
  onDraft: (draft: RecipeDraft, photo: File | null, from: Source) => void;
}) {
  const t = useT('recipe');
  const [open, setOpen] = useState<Source | null>(null);
  const id = useId();
  const toggle = (source: Source) => setOpen((current) => (current === source ? null : source));
  const tabs: { source: Source; label: RecipeText; icon: typeof Globe }[] = [
    { source: 'url', label: 'importFromUrl', icon: Globe },
    { source: 'text', label: 'pasteRecipeText', icon: ClipboardPaste },
  ];

  return (
    <Card className="mb-6 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-2 text-muted-foreground text-sm">{t('elsewhere')}</p>
        {tabs.map(({ source, label, icon: Icon }) => (
          <Button
            key={source}
            type="button"
            variant="outline"
            size="sm"
            aria-expanded={open === source}
            aria-controls={`${id}-${source}`}
            onClick={() => toggle(source)}
            className={cn(open === source && 'bg-accent text-primary-strong')}
          >
            <Icon aria-hidden="true" />
            {t(label)}
          </Button>
        ))}
      </div>
      <div id={`${id}-url`} hidden={open !== 'url'}>
        {open === 'url' && <UrlImport onDraft={(draft, photo) => onDraft(draft, photo, 'url')} />}
      </div>
      <div id={`${id}-text`} hidden={open !== 'text'}>
        {open === 'text' && <PastedText onDraft={(draft) => onDraft(draft, null, 'text')} />}
      </div>
    </Card>
  );
}

/** An address typed in full ("https://…"): the server refuses the rest with its own message. */
function addressProblem(t: RecipeT, text: string): string | null {
  if (!text.trim()) return t('enterAddress');
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? null
      : RECIPE_IMPORT_ERRORS.notAllowed;
  } catch {
    return t('enterFullAddress');
  }
}

function UrlImport({ onDraft }: { onDraft: (draft: RecipeDraft, photo: File | null) => void }) {
  const t = useT('recipe');
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = addressProblem(t, url);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const { draft, imageUrl } = await importFromUrl(url.trim());
      const photo = imageUrl ? await importedPhoto(imageUrl) : null;
      onDraft(draft, photo);
    } catch (failure) {
      setError(asApiError(failure)?.serverMessage ?? RECIPE_IMPORT_ERRORS.unreachable);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate aria-label={t('importFromUrl')} onSubmit={submit} className="mt-4 grid gap-2">
      <label htmlFor="import-url" className="font-medium text-sm">
        {t('recipePageAddress')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          {...fieldProps('import-url', { hint: 'hint', error: error ?? undefined })}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder={t('urlPlaceholder')}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          disabled={busy}
        />
        <Button type="submit" disabled={busy} className="shrink-0">
          {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
          {busy ? t('importing') : t('import')}
        </Button>
      </div>
      <p id="import-url-hint" className="text-muted-foreground text-xs">
        {t('importHint')}
      </p>
      <div role="alert">
        <FieldError id="import-url-error" message={error ?? undefined} />
      </div>
    </form>
  );
}

function PastedText({ onDraft }: { onDraft: (draft: RecipeDraft) => void }) {
  const t = useT('recipe');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const draft = parsePastedRecipe(text);
    if (!draft.title) {
      setError(t('pasteFirst'));
      return;
    }
    setError(null);
    onDraft(draft);
  };

  return (
    <form
      noValidate
      aria-label={t('pasteRecipeText')}
      onSubmit={submit}
      className="mt-4 grid gap-2"
    >
      <label htmlFor="paste-recipe" className="font-medium text-sm">
        {t('recipeText')}
      </label>
      <Textarea
        {...fieldProps('paste-recipe', { hint: 'hint', error: error ?? undefined })}
        rows={8}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('pastePlaceholder')}
      />
      <p id="paste-recipe-hint" className="text-muted-foreground text-xs">
        {t('pasteHint')}
      </p>
      <div role="alert">
        <FieldError id="paste-recipe-error" message={error ?? undefined} />
      </div>
      <div>
        <Button type="submit" variant="outline">
          {t('fillForm')}
        </Button>
      </div>
    </form>
  );
}
