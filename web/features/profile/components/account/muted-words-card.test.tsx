import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorAnswer, jsonAnswer, neverAnswer, sentJson, stubApi } from '@/test/api-stub';
import { makeMutedWords, protectionApi } from '@/test/protection';
import { renderWithProviders } from '@/test/render-app';
import { MutedWordsCard } from './muted-words-card';

function showMuted(api: Parameters<typeof stubApi>[0] = protectionApi()) {
  const stub = stubApi(api);
  const onChange = vi.fn();
  renderWithProviders(<MutedWordsCard onChange={onChange} />);
  const posted = () => stub.calls.filter((call) => call.method === 'POST').map(sentJson);
  return { ...stub, onChange, posted, events: userEvent.setup() };
}

const mutedList = () => screen.findByRole('list', { name: 'Muted words' });
const phrases = async () =>
  within(await mutedList())
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const field = () => screen.getByRole('textbox', { name: 'Word or phrase' });

/** Fifty muted words: the most there may be. */
const fifty = () => makeMutedWords(Array.from({ length: 50 }, (_, index) => `word ${index + 1}`));

describe('Muted Words', () => {
  it('lists the muted words, each with its Unmute, and counts them', async () => {
    showMuted();
    expect(await screen.findByRole('heading', { level: 2, name: 'Muted Words' })).toBeVisible();
    expect(await phrases()).toEqual(['cilantro', 'pumpkin spice']);
    expect(screen.getByRole('button', { name: 'Unmute pumpkin spice' })).toBeEnabled();
    expect(screen.getByText('2 of 50')).toBeVisible();
    expect(field()).toHaveAccessibleDescription(/^2 of 50/);
  });

  it('mutes a phrase: the list and the count grow, the field empties', async () => {
    const { events, onChange, posted } = showMuted();
    await mutedList();
    await events.type(field(), '  raisins  ');
    await events.click(screen.getByRole('button', { name: 'Mute' }));
    await waitFor(async () =>
      expect(await phrases()).toEqual(['cilantro', 'pumpkin spice', 'raisins']),
    );
    // Trimmed, as the server keeps it.
    expect(posted()).toEqual([{ phrase: 'raisins' }]);
    expect(field()).toHaveValue('');
    expect(screen.getByText('3 of 50')).toBeVisible();
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('mutes with Enter', async () => {
    const { events, posted } = showMuted();
    await mutedList();
    await events.type(field(), 'olives{Enter}');
    await waitFor(() => expect(posted()).toEqual([{ phrase: 'olives' }]));
  });

  it('refuses a phrase too short before asking the server', async () => {
    const { events, posted } = showMuted();
    await mutedList();
    await events.type(field(), 'a{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Word or phrase must be at least 2 characters',
    );
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(posted()).toEqual([]);
  });

  it("says the server's 409 next to the field: already muted", async () => {
    const { events, onChange } = showMuted();
    await mutedList();
    await events.type(field(), 'Cilantro{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already muted this');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(/You have already muted this/);
    // Kept, to be corrected.
    expect(field()).toHaveValue('Cilantro');
    expect(onChange).not.toHaveBeenCalled();
  });

  it("says the server's 400 next to the field: the limit reached meanwhile", async () => {
    // Another device muted the fiftieth since the list was read.
    const api = protectionApi({ muted: fifty().slice(0, 49) });
    const { events } = showMuted((call) =>
      call.method === 'POST'
        ? errorAnswer(400, 'You can mute at most 50 words or phrases')
        : api(call),
    );
    await mutedList();
    expect(field()).toBeEnabled();
    await events.type(field(), 'liver{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can mute at most 50 words or phrases',
    );
  });

  it("says a validation 400 in the words of the field's issue", async () => {
    const api = protectionApi();
    const { events } = showMuted((call) =>
      call.method === 'POST'
        ? jsonAnswer(
            {
              message: 'body/phrase Word or phrase contains characters that cannot be stored',
              code: 'VALIDATION',
              issues: [
                {
                  path: 'body.phrase',
                  message: 'Word or phrase contains characters that cannot be stored',
                },
              ],
            },
            400,
          )
        : api(call),
    );
    await mutedList();
    await events.type(field(), 'odd one{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Word or phrase contains characters that cannot be stored$/,
    );
  });

  it('turns the field off at 50, until one is unmuted', async () => {
    const { events, calls, onChange } = showMuted(protectionApi({ muted: fifty() }));
    await mutedList();
    expect(screen.getByText('50 of 50')).toBeVisible();
    expect(field()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mute' })).toBeDisabled();
    expect(
      screen.getByText('You have muted 50, the most you can: unmute one to add another.'),
    ).toBeVisible();

    await events.click(screen.getByRole('button', { name: 'Unmute word 7' }));
    await waitFor(() => expect(field()).toBeEnabled());
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([
      expect.objectContaining({ url: '/api/mutes/7' }),
    ]);
    expect(screen.getByText('49 of 50')).toBeVisible();
    expect(await phrases()).not.toContain('word 7');
    // Its button went with it: the field, ready for another.
    expect(field()).toHaveFocus();
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('says when there are none', async () => {
    showMuted(protectionApi({ muted: [] }));
    expect(await screen.findByText('No muted words yet.')).toBeVisible();
    expect(screen.getByText('0 of 50')).toBeVisible();
  });

  it('says the list is loading', () => {
    neverAnswer();
    renderWithProviders(<MutedWordsCard />);
    expect(screen.getByText('Loading muted words...')).toHaveAttribute('role', 'status');
  });

  it('says when the list could not be read, and tries again on Retry', async () => {
    let failing = true;
    const api = protectionApi();
    const { events } = showMuted((call) =>
      failing ? errorAnswer(500, 'Internal error') : api(call),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your muted words could not be loaded.',
    );
    failing = false;
    await events.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await phrases()).toEqual(['cilantro', 'pumpkin spice']);
  });
});
