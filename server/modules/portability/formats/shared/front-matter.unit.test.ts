import { describe, expect, it } from 'vitest';
import { readFrontMatter } from './front-matter.js';

const read = (...lines: string[]) => readFrontMatter(lines.join('\n'));

describe('readFrontMatter', () => {
  it('reads plain, quoted and empty values, lists in both styles, and the body', () => {
    expect(
      read(
        '---',
        'title: "Pasta: quick"   # a comment',
        'quoted: "say \\"hi\\"\\t\\u00e9"',
        "single: 'it''s'",
        'empty:',
        'nothing: ~',
        '# a comment line',
        'flow: [a, "b, c", \'d\']',
        'block:',
        '- one',
        '-   two # comment',
        '- "three: quoted"',
        '- For the sauce:',
        '---',
        'Body',
        '',
        'text',
      ),
    ).toEqual({
      data: {
        title: 'Pasta: quick',
        quoted: 'say "hi"\té',
        single: "it's",
        empty: null,
        nothing: null,
        flow: ['a', 'b, c', 'd'],
        block: ['one', 'two', 'three: quoted', 'For the sauce:'],
      },
      body: 'Body\n\ntext',
    });
  });

  it('reads | and > blocks, and list items continued on the next line', () => {
    expect(
      read(
        '---',
        'notes: |',
        '  line one',
        '  line two',
        'about: >',
        '  folded',
        '  together',
        '',
        '  new paragraph',
        'steps:',
        '  - a long step that',
        '    goes on',
        '  - short',
        '...',
      ).data,
    ).toEqual({
      notes: 'line one\nline two',
      about: 'folded together\n\nnew paragraph',
      steps: ['a long step that goes on', 'short'],
    });
  });

  it('reads hostile long lines in linear time', () => {
    const spaces = ' '.repeat(200_000);
    const started = performance.now();
    expect(() => read('---', `a${spaces}b`, '---')).toThrow('expected a "key: value" line');
    expect(read('---', `title: x${spaces}y`, `tags:`, `- a${spaces}b`, '---').data).toEqual({
      title: `x${spaces}y`,
      tags: [`a${spaces}b`],
    });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('gives a file without front matter as all body', () => {
    expect(readFrontMatter('# Just markdown\n')).toEqual({ data: {}, body: '# Just markdown\n' });
  });

  it('refuses what it does not read, naming the line', () => {
    expect(() => read('---', 'title: x')).toThrow('front matter is never closed');
    expect(() => read('---', 'a: &anchor x', '---')).toThrow(
      'front matter line 2: anchors are not supported',
    );
    expect(() => read('---', 'a:', '  b: c', '---')).toThrow(
      'front matter line 3: nested mappings are not supported',
    );
    // YAML (and Jekyll, whose files these are) wants a value holding ": " quoted.
    expect(() => read('---', 'title: Pasta: quick', '---')).toThrow(
      'front matter line 2: a value holding ": " must be in quotes',
    );
    expect(() => read('---', 'a:', '- - x', '---')).toThrow('line 3: nested lists');
    expect(() => read('---', 'a: "open', '---')).toThrow('line 2: a "quoted" string is not closed');
    expect(() => read('---', 'a: [x, y', '---')).toThrow('line 2: a [list] is not closed');
    expect(() => read('---', 'a: {x: 1}', '---')).toThrow('flow mappings are not supported');
    expect(() => read('---', 'a: 1', 'a: 2', '---')).toThrow('line 3: "a" is given twice');
    expect(() => read('---', 'just text', '---')).toThrow('line 2: expected a "key: value" line');
  });
});
