import type { ReportedItem } from '@contracts/moderation';
import { paths } from '@contracts/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Photo } from '@/components/photo';
import { TimeAgo } from '@/components/time-ago';
import { T } from '@/lib/i18n/text';
import { useT } from '@/lib/i18n/texts';
import { cookName } from '../lib/moderation-text';

const HEADING = 'font-semibold font-serif text-lg leading-snug';
const LINK = 'underline-offset-4 hover:underline';

/**
 * What was reported, as the moderator needs it to judge: a post's title, text and photo or
 * video; a comment and the post it is under; a recipe's title and description; a profile's name
 * and bio. The heading names the card.
 */
export function ReportedContent({ item, headingId }: { item: ReportedItem; headingId: string }) {
  const t = useT('moderation');
  const { content } = item;
  if (!content) {
    return (
      <h2 id={headingId} className={`${HEADING} text-muted-foreground italic`}>
        {t('contentGone')}
      </h2>
    );
  }
  const title = content.title?.trim();
  let heading: ReactNode;
  let context: ReactNode = null;
  switch (item.contentType) {
    case 'announcement':
      heading = title || t('untitledPost');
      break;
    case 'comment':
      heading = t('commentBy', { name: cookName(t, item.reportedUser) });
      context = title && (
        <p className="text-muted-foreground text-sm">{t('commentOn', { title })}</p>
      );
      break;
    case 'recipe':
      heading =
        item.contentId === null ? (
          title || t('untitledRecipe')
        ) : (
          <Link to={paths.recipe(item.contentId)} className={LINK}>
            {title || t('untitledRecipe')}
          </Link>
        );
      break;
    case 'user':
      heading = (
        <Link to={paths.user(item.reportedUser.id)} className={LINK}>
          {title || cookName(t, item.reportedUser)}
        </Link>
      );
      break;
  }

  return (
    <div className="grid gap-2">
      <h2 id={headingId} className={HEADING}>
        {heading}
      </h2>
      {context}
      {content.text?.trim() && (
        <p className="whitespace-pre-line break-words text-sm">{content.text}</p>
      )}
      <ReportedMedia image={content.image} video={content.video} title={title ?? ''} />
      {content.createdAt && (
        <p className="text-muted-foreground text-xs">
          <T ns="moderation" name="posted" values={{ time: <TimeAgo iso={content.createdAt} /> }} />
        </p>
      )}
    </div>
  );
}

function ReportedMedia({
  image,
  video,
  title,
}: {
  image: string | null;
  video: string | null;
  title: string;
}) {
  const t = useT('moderation');
  const box = 'aspect-[16/9] w-full max-w-md rounded-xl bg-muted';
  if (image) {
    return (
      <Photo
        src={image}
        alt={title || t('reportedPhoto')}
        sizes="(min-width: 768px) 448px, 100vw"
        className={`${box} object-contain`}
      />
    );
  }
  if (video) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: members upload their own videos, without captions
      <video
        src={video}
        controls
        preload="metadata"
        aria-label={title || t('reportedVideo')}
        className={`${box} bg-stone-950`}
      >
        {t('noVideo')}
      </video>
    );
  }
  return null;
}
