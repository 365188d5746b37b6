import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  compilePatterns,
  type MessagePattern,
  translateMessage,
} from '../../contracts/message-patterns.js';
import { localesDir } from '../paths.js';
import { compiledTexts } from './texts.js';

// The API's JSON answers stay in English, their words part of its contract; a page the server
// draws (a failed sign-in form, a refused reset) shows the same messages in the page's language,
// recognised by their English templates as the web client recognises them (decision 049).

let patterns: Promise<readonly MessagePattern[]> | undefined;

/** The English templates of the messages, compiled into patterns once, on the first failure. */
function englishPatterns(): Promise<readonly MessagePattern[]> {
  patterns ??= readFile(join(localesDir, 'en.json'), 'utf8').then((text) => {
    const templates = Object.fromEntries(
      Object.entries(JSON.parse(text) as Record<string, string>).filter(([key]) =>
        key.startsWith('messages.'),
      ),
    );
    return compilePatterns(templates);
  });
  patterns.catch(() => {
    patterns = undefined;
  });
  return patterns;
}

/** Translates the API's English messages into `language`; one it does not know stays as it is. */
export async function messagesIn(language: string): Promise<(message: string) => string> {
  const format = await compiledTexts(language);
  if (format.language === 'en') return (message) => message;
  const known = await englishPatterns();
  return (message) => translateMessage(known, format, message);
}
