import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubXhr } from '@/test/fake-xhr';
import { renderWithProviders } from '@/test/render-app';
import { RecipeImport } from './recipe-import';

const archive = () =>
  new File([new Uint8Array([80, 75, 3, 4])], 'simmer-export.zip', {
    type: 'application/zip',
  });
const lines = (...values: object[]) => values.map((value) => `${JSON.stringify(value)}\n`).join('');

describe('Import recipes', () => {
  let xhr: ReturnType<typeof stubXhr>;
  beforeEach(() => {
    xhr = stubXhr();
  });

  const open = async () => {
    const events = userEvent.setup();
    renderWithProviders(<RecipeImport />);
    const importButton = screen.getByRole('button', { name: 'Import' });
    expect(importButton).toBeDisabled();
    await events.upload(screen.getByLabelText('Choose an archive'), archive());
    expect(screen.getByText('simmer-export.zip')).toBeVisible();
    await events.click(importButton);
    return events;
  };

  it('shows the upload, then each recipe read in, then what came in and what did not', async () => {
    await open();
    const request = xhr.latest();
    expect([request.method, request.url]).toEqual(['POST', '/api/import']);
    expect(request.requestHeaders.accept).toBe('application/x-ndjson');
    expect((request.body as FormData).get('archive')).toBeInstanceOf(File);

    request.progress(50, 100);
    expect(screen.getByRole('progressbar', { name: 'Uploading…' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    request.progress(100, 100);
    request.receive(lines({ done: 0, total: 3 }, { done: 1, total: 3 }));
    expect(screen.getByRole('progressbar', { name: 'Importing… 1 of 3 recipes' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Importing...' })).toBeDisabled();

    await request.respond(
      200,
      lines(
        { done: 0, total: 3 },
        { done: 1, total: 3 },
        {
          done: 3,
          total: 3,
          imported: 1,
          skipped: 1,
          refused: [{ title: 'Odd soup', reason: 'At least one ingredient is required' }],
        },
      ),
    );
    const report = await screen.findByRole('status');
    expect(report).toHaveTextContent('Imported 1 recipe. Skipped 1 recipe you already had.');
    expect(within(report).getByRole('listitem')).toHaveTextContent(
      'Odd soup: At least one ingredient is required',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('lists recipes imported without their photo apart from those not imported', async () => {
    await open();
    await xhr.latest().respond(
      200,
      lines({
        done: 3,
        total: 3,
        imported: 2,
        skipped: 0,
        refused: [{ title: 'Odd soup', reason: 'At least one ingredient is required' }],
        notes: [
          {
            title: 'Pretend photo',
            reason: 'Imported without its photo. Its photo is not a photo Simmer can read',
          },
        ],
      }),
    );
    const report = await screen.findByRole('status');
    expect(report).toHaveTextContent('Imported 2 recipes.');
    const noted = within(report).getByText('Imported with a note: 1 recipe');
    expect(noted.nextElementSibling).toHaveTextContent(
      'Pretend photo: Imported without its photo. Its photo is not a photo Simmer can read',
    );
    const refused = within(report).getByText('Not imported: 1 recipe');
    expect(refused.nextElementSibling).toHaveTextContent(
      'Odd soup: At least one ingredient is required',
    );
    expect(within(report).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says why the server refused the archive', async () => {
    await open();
    await xhr.latest().respondJson(422, {
      message: 'This is not a Simmer export: it has no recipes.json.',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This is not a Simmer export: it has no recipes.json.',
    );
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
  });

  it('says when an import stopped half-way', async () => {
    await open();
    await xhr
      .latest()
      .respond(
        200,
        lines({ done: 0, total: 2 }, { error: 'The import stopped: please try again' }),
      );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The import stopped: please try again',
    );
  });

  it('can be cancelled', async () => {
    const events = await open();
    await events.click(screen.getByRole('button', { name: 'Cancel import' }));
    expect(xhr.latest().aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
