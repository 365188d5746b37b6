import { canModerate } from '@contracts/roles';
import { useQueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router';
import { ContentChangedProvider } from '@/features/moderation/api/content-changed';
import { LogPage } from '@/features/moderation/components/log-page';
import { ModerationPage } from '@/features/moderation/components/moderation-page';
import { TeamPage } from '@/features/moderation/components/team-page';
import { useCurrentUser } from '@/lib/current-user';
import { refreshModeratedContent } from '../moderated-content';
import { NotFound } from '../not-found';

/**
 * The moderation screens under /moderation, one chunk and one entry of the app's route table
 * (each entry costs the first screen's download): the reports for moderators and administrators,
 * the team (/moderation/team) and the log (/moderation/log) for administrators. Anyone else gets
 * the 404 page, as the server answers their routes.
 */
export function Component() {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  if (!canModerate(user?.role)) return <NotFound />;
  const admin = user?.role === 'admin';
  return (
    <Routes>
      <Route
        index
        element={
          <ContentChangedProvider value={() => refreshModeratedContent(queryClient)}>
            <ModerationPage />
          </ContentChangedProvider>
        }
      />
      <Route path="team" element={admin ? <TeamPage /> : <NotFound />} />
      <Route path="log" element={admin ? <LogPage /> : <NotFound />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
