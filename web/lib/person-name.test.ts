import { describe, expect, it } from 'vitest';
import { personName } from './person-name';

describe('personName', () => {
  it('prefers the display name, then the real name, then the fallback', () => {
    expect(personName({ displayName: ' Chef Ada ', firstName: 'Ada', lastName: 'Cook' })).toBe(
      'Chef Ada',
    );
    expect(personName({ displayName: '  ', firstName: 'Ada', lastName: null })).toBe('Ada');
    expect(personName({ displayName: null, firstName: ' Sam', lastName: 'Lee ' })).toBe('Sam Lee');
    expect(personName({ displayName: null, firstName: null, lastName: null })).toBe('A member');
    expect(personName({ displayName: null, firstName: '', lastName: '' }, 'Someone')).toBe(
      'Someone',
    );
  });
});
