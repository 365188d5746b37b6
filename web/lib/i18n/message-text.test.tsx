import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Field } from '@/components/field';
import { Toaster } from '@/components/ui/toaster';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { rateLimitToast } from '@/lib/rate-limit-toast';
import { loadParts } from './texts';

/** The app drawn in `language`, as a cook who chose it sees it. */
async function inLanguage(language: string) {
  const i18n = setupI18n({ locale: language, messages: { [language]: {} } });
  await loadParts(i18n, language, ['common']);
  return ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  );
}

describe('the API’s and the schemas’ messages', () => {
  it('show in German under a form field', async () => {
    render(
      <Field id="title" label="Titel" error="Title must be at most 200 characters">
        <input id="title" />
      </Field>,
      { wrapper: await inLanguage('de') },
    );
    expect(await screen.findByText('Der Titel darf höchstens 200 Zeichen lang sein')).toBeVisible();
  });

  it('show in German in a failure toast, the status kept before them', async () => {
    render(<Toaster />, { wrapper: await inLanguage('de') });
    act(() => {
      toast({ title: 'Fehler', description: '404: Recipe not found', variant: 'destructive' });
    });
    expect(await screen.findByText('404: Rezept nicht gefunden')).toBeVisible();
  });

  it('show a failure with the answer’s body as its message, in French', async () => {
    render(<Toaster />, { wrapper: await inLanguage('fr') });
    act(() => {
      toast({
        title: 'Erreur',
        description: '404: {"message":"Recipe not found"}',
        variant: 'destructive',
      });
    });
    expect(await screen.findByText(/^404: Recette/)).toBeVisible();
  });

  it('show a rate limit in German, its waiting time too', async () => {
    render(<Toaster />, { wrapper: await inLanguage('de') });
    const limited = new ApiError(429, '429: …', {
      serverMessage: 'You are commenting very fast. Please try again in 12 minutes.',
    });
    act(() => {
      const options = rateLimitToast(limited);
      if (options) toast(options);
    });
    expect(
      await screen.findByText(
        'Du kommentierst sehr schnell. Bitte versuche es in 12 Minuten erneut.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Nicht so schnell')).toBeVisible();
  });

  it('show a message they do not know as it is', async () => {
    render(<Toaster />, { wrapper: await inLanguage('fr') });
    act(() => {
      toast({ title: 'Erreur', description: 'Title is required' });
    });
    expect(await screen.findByText('Le titre est obligatoire')).toBeVisible();
    act(() => {
      toast({ title: 'Erreur', description: 'Something only this server says' });
    });
    expect(screen.getByText('Something only this server says')).toBeVisible();
  });

  it('stay word for word in English', async () => {
    render(
      <Field id="title" label="Title" error="Title must be at most 200 characters">
        <input id="title" />
      </Field>,
      { wrapper: await inLanguage('en') },
    );
    expect(screen.getByText('Title must be at most 200 characters')).toBeVisible();
  });
});
