import { ErrorCode } from '@contracts/errors';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser';
import { errorAnswer, jsonAnswer, stubApi } from '@/test/api-stub';
import { makeAnnouncement } from '@/test/community';
import { stubXhr } from '@/test/fake-xhr';
import { stubObjectUrls } from '@/test/object-urls';
import { makeUser, renderApp } from '@/test/render-app';
import { readVideoDuration } from '../../lib/video-duration';

// The browser reads a video's length from its metadata; jsdom cannot, so the test says it.
vi.mock('../../lib/video-duration', () => ({ readVideoDuration: vi.fn() }));
const videoLength = vi.mocked(readVideoDuration);

const MB = 1024 * 1024;
const cook = makeUser({ displayName: 'Chef Ada' });

function file(name: string, type: string, size = 1024): File {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

async function openForm(user = cook) {
  stubApi((call) =>
    call.url.startsWith('/api/announcements') ? jsonAnswer([]) : errorAnswer(404, 'Not found'),
  );
  const xhr = stubXhr();
  stubObjectUrls();
  const view = renderApp('/announcements/create', user);
  await screen.findByRole('heading', { level: 1, name: 'Create Announcement' });
  // The file input takes any file, as a person could drop one; the form checks the type itself.
  const events = userEvent.setup({ applyAccept: false });
  return { ...view, events, xhr };
}

const titleBox = () => screen.getByRole('textbox', { name: 'Title' });
const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
const picker = () => screen.getByLabelText('Choose a photo or video');
const postButton = () => screen.getByRole('button', { name: 'Post Announcement' });

beforeEach(() => videoLength.mockReset());
afterEach(() => vi.restoreAllMocks());

describe('Create Announcement: the form', () => {
  it('shows Title*, an optional Message, the media hints and Cancel back to the feed', async () => {
    await openForm();
    expect(screen.getByText('Title')).toHaveTextContent('Title*');
    expect(titleBox()).toHaveAttribute('aria-required', 'true');
    expect(messageBox()).toHaveAccessibleDescription('Optional if you add a photo or video.');
    expect(picker()).toHaveAttribute('accept', 'image/*,video/*');
    expect(picker()).toHaveAccessibleDescription(
      'Photo: JPG, PNG up to 10MB Video: MP4, WebM up to 100MB, max 10 minutes',
    );
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/announcements');
  });

  it('asks for a title, and for a message or media, before sending anything', async () => {
    const { events, xhr } = await openForm();
    await events.click(postButton());
    expect(await screen.findByText('Announcement title is required')).toBeVisible();
    expect(screen.getByText('Either content or media (image/video) is required')).toBeVisible();
    expect(titleBox()).toHaveFocus();
    expect(xhr.requests).toHaveLength(0);

    await events.type(titleBox(), 'Market day');
    await events.upload(picker(), file('stall.jpg', 'image/jpeg'));
    await waitFor(() =>
      expect(
        screen.queryByText('Either content or media (image/video) is required'),
      ).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('Announcement title is required')).not.toBeInTheDocument();
  });

  it('refuses a file that is neither a photo nor a video', async () => {
    const { events } = await openForm();
    await events.upload(picker(), file('menu.pdf', 'application/pdf'));
    expect(await screen.findByText('Invalid File Type')).toBeVisible();
    expect(screen.getByText('Please select an image or video file.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it.each([
    ['longer than 10 minutes', 600.5],
    ['whose length cannot be read', Number.NaN],
  ])('refuses a video %s', async (_case, seconds) => {
    videoLength.mockResolvedValue(seconds);
    const { events } = await openForm();
    await events.upload(picker(), file('long.mp4', 'video/mp4'));
    expect(await screen.findByText('Video Too Long')).toBeVisible();
    expect(screen.getByText('Please select a video that is 10 minutes or shorter.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remove video' })).not.toBeInTheDocument();
  });

  it('previews an accepted video, and removes it', async () => {
    videoLength.mockResolvedValue(600);
    const { events } = await openForm();
    await events.upload(picker(), file('knife-skills.mp4', 'video/mp4', 3 * MB));
    const preview = await screen.findByLabelText('Preview of your video');
    expect(preview).toHaveAttribute('src', 'blob:object-1');
    expect(screen.getByText('knife-skills.mp4')).toBeVisible();
    await events.click(screen.getByRole('button', { name: 'Remove video' }));
    expect(screen.queryByLabelText('Preview of your video')).not.toBeInTheDocument();
    expect(picker()).toBeInTheDocument();
  });
});

describe('Create Announcement: posting', () => {
  it('shows the real upload progress, and can cancel the upload', async () => {
    const { events, xhr } = await openForm();
    await events.type(titleBox(), 'Market day');
    await events.upload(picker(), file('stall.jpg', 'image/jpeg', 8 * MB));
    await screen.findByRole('img', { name: 'Preview of your upload' });
    await events.click(postButton());

    expect(screen.getByRole('button', { name: 'Posting...' })).toBeDisabled();
    const bar = screen.getByRole('progressbar', { name: 'Uploading…' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    xhr.latest().progress(5 * MB, 10 * MB);
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(bar).toHaveAttribute('aria-valuetext', '50%, 5.0 MB of 10.0 MB');
    expect(screen.getByText('5.0 MB of 10.0 MB')).toBeVisible();
    expect(screen.getByText('50%')).toBeVisible();

    await events.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(xhr.latest().aborted).toBe(true);
    expect(await screen.findByText('Upload cancelled')).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(postButton()).toBeEnabled();
    expect(titleBox()).toHaveValue('Market day');
  });

  it('sends the multipart form and goes to the feed once posted', async () => {
    const { events, xhr, location, queryClient } = await openForm();
    queryClient.setQueryData(['announcements', 'list', 'user', 'user-1'], {
      pages: [{ items: [], nextBefore: null }],
      pageParams: [undefined],
    });
    queryClient.setQueryData(['users', 'user-1', 'profile'], { postsCount: 0 });
    await events.type(titleBox(), '  Market day  ');
    await events.type(messageBox(), 'Tomatoes are in!');
    await events.upload(picker(), file('stall.jpg', 'image/jpeg', 2 * MB));
    await screen.findByRole('img', { name: 'Preview of your upload' });
    await events.click(postButton());

    const request = xhr.latest();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/announcements');
    const body = request.body as FormData;
    expect(body.get('title')).toBe('Market day');
    expect(body.get('content')).toBe('Tomatoes are in!');
    expect((body.get('media') as File).name).toBe('stall.jpg');

    await request.respondJson(
      201,
      makeAnnouncement({ id: 50, title: 'Market day', userId: 'user-1' }),
    );
    await waitFor(() => expect(location().pathname).toBe('/announcements'));
    expect(await screen.findByText('Your announcement has been posted!')).toBeVisible();
    expect(screen.getByText('Success')).toBeVisible();
    // Every list of posts starts again from its first page, where the new post is.
    expect(queryClient.getQueryData(['announcements', 'list', 'user', 'user-1'])).toBeUndefined();
    // …and the author's profile counts their posts again when next shown.
    expect(queryClient.getQueryState(['users', 'user-1', 'profile'])?.isInvalidated).toBe(true);
  });

  it('posts text alone, without a progress bar', async () => {
    const { events, xhr } = await openForm();
    await events.type(titleBox(), 'Hello');
    await events.type(messageBox(), 'First post!');
    await events.click(postButton());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect((xhr.latest().body as FormData).get('media')).toBeNull();
  });

  it("shows the server's reason when it refuses the file", async () => {
    const { events, xhr, location } = await openForm();
    await events.type(titleBox(), 'Market day');
    await events.upload(picker(), file('stall.jpg', 'image/jpeg'));
    await screen.findByRole('img', { name: 'Preview of your upload' });
    await events.click(postButton());
    await xhr.latest().respondJson(413, { message: 'Photo is too large (max 10 MB)' });
    expect(await screen.findByText('Photo is too large (max 10 MB)')).toBeVisible();
    expect(location().pathname).toBe('/announcements/create');
    expect(postButton()).toBeEnabled();
  });

  it("says 'Video Too Long' when the server finds the video too long", async () => {
    videoLength.mockResolvedValue(30);
    const { events, xhr } = await openForm();
    await events.type(titleBox(), 'Knife skills');
    await events.upload(picker(), file('knife.mp4', 'video/mp4'));
    await screen.findByLabelText('Preview of your video');
    await events.click(postButton());
    await xhr.latest().respondJson(400, {
      message: 'Please select a video that is 10 minutes or shorter.',
      code: ErrorCode.VIDEO_TOO_LONG,
    });
    expect(await screen.findByText('Video Too Long')).toBeVisible();
  });

  it('says when to try again when the server holds a fast poster back, keeping the post', async () => {
    const limited = 'You have posted a lot in a short time. Please try again in 60 minutes.';
    const { events, xhr, location } = await openForm();
    await events.type(titleBox(), 'Again');
    await events.type(messageBox(), 'One more');
    await events.click(postButton());
    await xhr.latest().respondJson(429, { message: limited, code: ErrorCode.RATE_LIMITED });
    expect(await screen.findByText('Slow down')).toBeVisible();
    expect(screen.getByText(limited)).toBeVisible();
    expect(location().pathname).toBe('/announcements/create');
    expect(titleBox()).toHaveValue('Again');
  });

  it('falls back to the general message when the server gives no reason', async () => {
    const { events, xhr } = await openForm();
    await events.type(titleBox(), 'Hello');
    await events.type(messageBox(), 'Hi');
    await events.click(postButton());
    await xhr.latest().respond(502, 'Bad Gateway');
    expect(
      await screen.findByText('Failed to create announcement. Please try again.'),
    ).toBeVisible();
    expect(screen.getByText('Error')).toBeVisible();
  });

  it('sends an ended session to sign in', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { events, xhr } = await openForm();
    await events.type(titleBox(), 'Hello');
    await events.type(messageBox(), 'Hi');
    await events.click(postButton());
    await xhr.latest().respondJson(401, { message: 'Unauthorized' });
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeVisible();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'));
  });
});

describe('Create Announcement: display name', () => {
  it('sends a cook without a display name to /account', async () => {
    stubApi(() => errorAnswer(404, 'Not found'));
    const { location } = renderApp('/announcements/create', makeUser({ displayName: ' ' }));
    await waitFor(() => expect(location().pathname).toBe('/account'));
    expect(await screen.findByText('Display Name Required')).toBeVisible();
    expect(
      screen.getByText('Please add a display name to your profile before posting.'),
    ).toBeVisible();
    expect(
      within(document.body).queryByRole('heading', { name: 'Create Announcement' }),
    ).not.toBeInTheDocument();
  });
});
