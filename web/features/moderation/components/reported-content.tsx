import type { ReportedItem } from '@contracts/moderation';
import { paths } from '@contracts/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Photo } from '@/components/photo';
import { TimeAgo } from '@/components/time-ago';
import { cookName } from '../lib/moderation-text';

const HEADING = 'font-semibold font-serif text-lg leading-snug';
const LINK = 'underline-offset-4 hover:underline';

/**
 * What was reported, as the moderator needs it to judge: a post's title, text and photo or
 * video; a comment and the post it is under; a recipe's title and description; a profile's name
 * and bio. The heading names the card.
 */
export function ReportedContent({ item, headingId }: { item: ReportedItem; headingId: string }) {
  const { content } = item;
  if (!content) {
    return (
      <h2 id={headingId} className={`${HEADING} text-muted-foreground italic`}>
        Content no longer exists
      </h2>
    );
  }
  const title = content.title?.trim();
  let heading: ReactNode;
  let context: ReactNode = null;
  switch (item.contentType) {
    case 'announcement':
      heading = title || 'Untitled post';
      break;
    case 'comment':
      heading = `Comment by ${cookName(item.reportedUser)}`;
      context = title && <p className="text-muted-foreground text-sm">On: {title}</p>;
      break;
    case 'recipe':
      heading =
        item.contentId === null ? (
          title || 'Untitled recipe'
        ) : (
          <Link to={paths.recipe(item.contentId)} className={LINK}>
            {title || 'Untitled recipe'}
          </Link>
        );
      break;
    case 'user':
      heading = (
        <Link to={paths.user(item.reportedUser.id)} className={LINK}>
          {title || cookName(item.reportedUser)}
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
          Posted <TimeAgo iso={content.createdAt} />
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
  const box = 'aspect-[16/9] w-full max-w-md rounded-xl bg-muted';
  if (image) {
    return (
      <Photo
        src={image}
        alt={title || 'The reported photo'}
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
        aria-label={title || 'The reported video'}
        className={`${box} bg-stone-950`}
      >
        Your browser does not support video playback.
      </video>
    );
  }
  return null;
}
