import { Trans } from '@lingui/react';
import type { ReactElement } from 'react';
import { type Namespace, type TextName, type TextValues, useT } from './texts';

/**
 * A text with parts drawn by components, e.g. `Read <link>the guide</link>` with
 * `components={{ link: <a href="…" /> }}`: the translation decides where the tags go.
 */
export function T<N extends Namespace>({
  ns,
  name,
  values,
  components,
}: {
  ns: N;
  name: TextName<N>;
  values?: TextValues;
  components?: Record<string, ReactElement>;
}) {
  // Loads (or waits for) the namespace, as any text of it does.
  useT(ns);
  return <Trans id={`${ns}.${name}`} values={values} components={components} />;
}
