import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorAnswer, jsonAnswer, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render-app';
import { ReportMenu } from './report-menu';

function renderMenu() {
  renderWithProviders(
    <ReportMenu
      label="Report Recipe"
      target={{ contentType: 'recipe', contentId: 7, reportedUserId: 'cook-2', title: 'Soup' }}
    />,
  );
  return userEvent.setup();
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'More actions' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Report Recipe' }));
  return screen.findByRole('dialog', { name: 'Report Recipe' });
}

describe('ReportMenu and the report dialog', () => {
  it('lists the six reasons and keeps Submit disabled until one is chosen', async () => {
    stubApi(() => jsonAnswer({ id: 1, status: 'pending' }, 201));
    const user = renderMenu();
    const dialog = await openDialog(user);
    const radios = within(dialog).getAllByRole('radio');
    expect(radios).toHaveLength(6);
    expect(within(dialog).getByLabelText('Hate speech or discrimination')).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.click(within(dialog).getByLabelText('Spam or unwanted content'));
    expect(submit).toBeEnabled();
  });

  it('counts the details and caps them at 500 characters', async () => {
    stubApi(() => jsonAnswer({ id: 1, status: 'pending' }, 201));
    const user = renderMenu();
    const dialog = await openDialog(user);
    const details = within(dialog).getByLabelText('Additional details (optional)');
    expect(within(dialog).getByText('0/500 characters')).toBeVisible();
    await user.type(details, 'abc');
    expect(within(dialog).getByText('3/500 characters')).toBeVisible();
    expect(details).toHaveAttribute('maxLength', '500');
  });

  it('sends the report, then closes, clears and thanks', async () => {
    const { calls } = stubApi(() => jsonAnswer({ id: 1, status: 'pending' }, 201));
    const user = renderMenu();
    let dialog = await openDialog(user);
    await user.click(within(dialog).getByLabelText('Violence or threats'));
    await user.type(within(dialog).getByLabelText('Additional details (optional)'), '  scary  ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Report submitted')).toBeVisible();
    expect(
      screen.getByText("Thank you for helping keep our community safe. We'll review your report."),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url).toBe('/api/reports');
    expect(JSON.parse(String(calls[0]?.body))).toEqual({
      contentType: 'recipe',
      contentId: 7,
      reportedUserId: 'cook-2',
      reason: 'violence',
      description: 'scary',
    });

    dialog = await openDialog(user);
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(within(dialog).getByLabelText('Additional details (optional)')).toHaveValue('');
  });

  it('leaves out blank details', async () => {
    const { calls } = stubApi(() => jsonAnswer({ id: 1, status: 'pending' }, 201));
    const user = renderMenu();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByLabelText('Other'));
    await user.type(within(dialog).getByLabelText('Additional details (optional)'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await screen.findByText('Report submitted');
    expect(JSON.parse(String(calls[0]?.body))).not.toHaveProperty('description');
  });

  it('says "Already reported" for a 409', async () => {
    stubApi(() => errorAnswer(409, 'You have already reported this content'));
    const user = renderMenu();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByLabelText('Spam or unwanted content'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Already reported')).toBeVisible();
    expect(screen.getByText('You have already reported this content.')).toBeVisible();
  });

  it('says when to try again when the server holds a fast reporter back', async () => {
    const limited = 'You have sent many reports in a short time. Please try again in 60 minutes.';
    stubApi(() => errorAnswer(429, limited));
    const user = renderMenu();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByLabelText('Spam or unwanted content'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Slow down')).toBeVisible();
    expect(screen.getByText(limited)).toBeVisible();
  });

  it('keeps the dialog open with the choice when the report fails', async () => {
    stubApi(() => errorAnswer(500, 'Internal error'));
    const user = renderMenu();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByLabelText('Harassment or bullying'));
    await user.type(within(dialog).getByLabelText('Additional details (optional)'), 'rude');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Report failed')).toBeVisible();
    expect(
      screen.getByText('There was an error submitting your report. Please try again.'),
    ).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Report Recipe' })).toBeVisible();
    expect(within(dialog).getByLabelText('Harassment or bullying')).toBeChecked();
    expect(within(dialog).getByLabelText('Additional details (optional)')).toHaveValue('rude');
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});
