// The like-toggle row of the community benchmark's table (target: ≥ 1000 toggles/s, exact counts).
import { cpuCell, failures, mark, runNote } from './lib/report.mjs';

export const LIKES_TARGET = 1000;

export function likeRow(likes, viewers) {
  const ok = likes.rps >= LIKES_TARGET && failures(likes) === 0;
  return [
    `like toggle, ${viewers} cooks × ${likes.posts} posts${runNote(likes)}`,
    '—',
    '—',
    '—',
    `${likes.rps}`,
    '—',
    '—',
    `${mark(ok)} ≥ ${LIKES_TARGET}/s; counts ${likes.exact ? 'exact ✅' : 'WRONG ❌'}`,
    cpuCell(likes),
    '—',
  ];
}
