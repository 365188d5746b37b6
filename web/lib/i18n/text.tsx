import { useLingui } from '@lingui/react';
// The same component as `Trans`, given the texts rather than reading them itself: imported from
// here, its code comes with the screens that draw one, not with the app's first chunk (which
// imports `@lingui/react` for the provider, and would carry `Trans` along).
import { TransNoContext } from '@lingui/react/server';
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
  const { i18n, defaultComponent } = useLingui();
  return (
    <TransNoContext
      id={`${ns}.${name}`}
      values={values}
      components={components}
      lingui={{ i18n, defaultComponent }}
    />
  );
}
