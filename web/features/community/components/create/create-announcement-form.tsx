import {
  ANNOUNCEMENT_LIMITS,
  type Announcement,
  type AnnouncementInput,
  announcementInputSchema,
} from '@contracts/community';
import { paths } from '@contracts/routes';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Field, FieldError, fieldProps } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useT } from '@/lib/i18n/texts';
import { isAbortError, type UploadProgress as Progress } from '@/lib/upload';
import { useCreateAnnouncement } from '../../api/announcement-mutations';
import { isUnauthorized, sendToSignIn } from '../../lib/unauthorized';
import { MediaPicker } from './media-picker';
import { postFailureToast, showPostIssues } from './post-failure';
import { UploadProgress } from './upload-progress';
import { useMediaChoice } from './use-media-choice';

type Output = z.output<typeof announcementInputSchema>;

/**
 * The Create Announcement form. `onPosted` runs once the post exists, e.g. for the route to update
 * other screens.
 */
export function CreateAnnouncementForm({
  onPosted,
}: {
  onPosted?: (post: Announcement) => void;
} = {}) {
  const t = useT('community');
  const navigate = useNavigate();
  const form = useForm<AnnouncementInput, unknown, Output>({
    resolver: zodResolver(announcementInputSchema),
    defaultValues: { title: '', content: '', hasMedia: false },
  });
  const { errors, isSubmitted } = form.formState;
  const media = useMediaChoice();
  const create = useCreateAnnouncement();
  const [progress, setProgress] = useState<Progress | null>(null);
  const upload = useRef<AbortController | null>(null);
  const posting = create.isPending;
  const contentLength = form.watch('content')?.length ?? 0;

  // Leaving the page stops an upload, rather than posting behind the member's back.
  useEffect(() => () => upload.current?.abort(), []);

  // The rule "content or media" reads whether a file is attached, and reports on the message: after
  // a first submit, attaching or removing a file checks the message again.
  const setHasMedia = (hasMedia: boolean) => {
    form.setValue('hasMedia', hasMedia);
    if (isSubmitted) void form.trigger('content');
  };

  const onValid = (values: Output) => {
    const body = new FormData();
    body.set('title', values.title);
    body.set('content', values.content ?? '');
    if (media.file) body.set('media', media.file);
    const controller = new AbortController();
    upload.current = controller;
    setProgress(media.file ? { loaded: 0, total: media.file.size } : null);

    create.mutate(
      { form: body, signal: controller.signal, onProgress: setProgress },
      {
        onSuccess: (post) => {
          onPosted?.(post);
          toast({ title: t('success'), description: t('posted') });
          navigate(paths.announcements);
        },
        onError: (error) => {
          setProgress(null);
          if (isAbortError(error)) {
            toast({ title: t('uploadCancelled'), description: t('notPosted') });
          } else if (isUnauthorized(error)) {
            sendToSignIn(t);
          } else {
            showPostIssues(error, form.setError);
            toast(postFailureToast(t, error));
          }
        },
        onSettled: () => {
          upload.current = null;
        },
      },
    );
  };

  return (
    <form
      noValidate
      aria-label={t('createForm')}
      className="grid gap-6 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8"
      onSubmit={form.handleSubmit(onValid)}
    >
      <Field id="announcement-title" label={t('title')} required error={errors.title?.message}>
        <Input
          {...fieldProps('announcement-title', { error: errors.title?.message })}
          placeholder={t('titlePlaceholder')}
          maxLength={ANNOUNCEMENT_LIMITS.title}
          aria-required="true"
          readOnly={posting}
          {...form.register('title')}
        />
      </Field>

      <div className="grid gap-2">
        <Label htmlFor="announcement-content">{t('message')}</Label>
        <Textarea
          {...fieldProps('announcement-content', {
            hint: t('contentHint'),
            error: errors.content?.message,
          })}
          rows={6}
          placeholder={t('messagePlaceholder')}
          maxLength={ANNOUNCEMENT_LIMITS.content}
          readOnly={posting}
          {...form.register('content')}
        />
        <div className="flex justify-between gap-3 text-muted-foreground text-xs">
          <p id="announcement-content-hint">{t('contentHint')}</p>
          <p className="tabular-nums">
            {contentLength}/{ANNOUNCEMENT_LIMITS.content}
          </p>
        </div>
        <FieldError id="announcement-content-error" message={errors.content?.message} />
      </div>

      <fieldset className="m-0 grid gap-2 border-0 p-0">
        <legend className="mb-2 font-medium text-sm text-foreground">{t('photoOrVideo')}</legend>
        <MediaPicker
          media={media}
          disabled={posting}
          onChoose={(file) => {
            void media.choose(file).then((accepted) => accepted && setHasMedia(true));
          }}
          onRemove={() => {
            media.clear();
            setHasMedia(false);
          }}
        />
      </fieldset>

      {posting && progress && (
        <UploadProgress progress={progress} onCancel={() => upload.current?.abort()} />
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button asChild variant="outline" size="lg">
          <Link to={paths.announcements}>{t('cancel')}</Link>
        </Button>
        <Button type="submit" size="lg" disabled={posting || media.checking}>
          {posting ? t('posting') : t('postAnnouncement')}
        </Button>
      </div>
    </form>
  );
}
