import { describe, expect, it } from 'vitest';
import { matchScreen } from './screens.js';

const reads = (path: string, signedIn: boolean) => {
  const match = matchScreen(path, signedIn);
  return match ? match.screen.reads(match.params, signedIn) : null;
};

describe('the first reads of each screen, for the server to hint', () => {
  it('match addresses as the router does, with decoded parameters', () => {
    expect(matchScreen('/recipe/12', true)?.screen.path).toBe('/recipe/:id');
    expect(matchScreen('/recipe/12/', true)?.params).toEqual({ id: '12' });
    expect(matchScreen('/user/a%20b', false)?.params).toEqual({ id: 'a b' });
    expect(matchScreen('/recipe/12/more', true)).toBeNull();
    expect(matchScreen('/user/%E0%A4%A', false)).toBeNull();
    expect(matchScreen('/announcements/create', true)).toBeNull(); // a form: reads nothing
  });

  it('give visitors only the screens they are shown', () => {
    expect(reads('/recipe/12', false)).toBeNull();
    expect(reads('/recipes', false)).toBeNull();
    expect(reads('/', false)).toBeNull(); // the landing page
    expect(reads('/', true)).toEqual(['/api/recipes/featured/daily']);
  });

  it('are the addresses the screens ask for in their default state', () => {
    expect(reads('/recipe/12', true)).toEqual(['/api/recipes/12']);
    expect(reads('/edit/12', true)).toEqual(['/api/recipes/12']);
    // The screens read Number(id): '012' would be asked for as 12, so it is not hinted.
    expect(reads('/recipe/012', true)).toEqual([]);
    expect(reads('/recipe/abc', true)).toEqual([]);
    expect(reads('/recipes', true)).toEqual(['/api/recipes?sort=newest&limit=24']);
    expect(reads('/dashboard', true)).toEqual(['/api/recipes?sort=newest&limit=6']);
    expect(reads('/announcements', true)).toEqual([
      '/api/announcements/feed?limit=20&sort=newest&filter=all',
    ]);
    expect(reads('/announcements', false)).toEqual(['/api/announcements?limit=20&sort=newest']);
    expect(reads('/cookbooks', true)).toEqual(['/api/cookbooks']);
    expect(reads('/cookbooks', false)).toBeNull();
    // A public cookbook is for visitors too.
    expect(reads('/cookbooks/7', false)).toEqual([
      '/api/cookbooks/7',
      '/api/cookbooks/7/recipes?limit=100',
    ]);
    expect(reads('/cookbooks/07', true)).toEqual([]);
    expect(reads('/user/a"b', false)).toEqual([
      '/api/users/a%22b/profile',
      '/api/users/a%22b/recipes?sort=newest&limit=24',
      '/api/announcements/user/a%22b?limit=20',
    ]);
  });
});
