import { useMessageText } from './message-text';

/** An API's or a schema's message drawn in the page's language (see useMessageText). */
export function Message({ text }: { text: string }) {
  return <>{useMessageText()(text)}</>;
}
