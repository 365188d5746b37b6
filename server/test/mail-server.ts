import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server for the tests, and the mail it has taken, parsed. */
export interface TestMailServer {
  /**
   * SMTP_URL for it. The server runs as smtp-server starts by default, offering STARTTLS with its
   * own built-in certificate, which no client can verify: the URL says to take it, as an operator
   * would for a relay with a self-signed certificate.
   */
  url: string;
  /** Every message taken so far, oldest first. */
  mails: ParsedMail[];
  /** The first message to `to` after the `seen` already taken, waiting for it up to `timeoutMs`. */
  nextMail(to: string, seen?: number, timeoutMs?: number): Promise<ParsedMail>;
  /** Messages to `to` taken so far. */
  mailsTo(to: string): ParsedMail[];
  close(): Promise<void>;
}

const recipients = (mail: ParsedMail) =>
  [mail.to ?? []].flat().flatMap((address) => address.value.map((one) => one.address));

export async function startMailServer(): Promise<TestMailServer> {
  const mails: ParsedMail[] = [];
  const waiting = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          for (const wake of waiting) wake();
          done();
        })
        .catch(done);
    },
  });
  // It says on every start that its built-in certificate is not for production: true, and known.
  const warn = console.warn;
  console.warn = () => {};
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  console.warn = warn;
  const { port } = server.server.address() as AddressInfo;
  const mailsTo = (to: string) => mails.filter((mail) => recipients(mail).includes(to));

  return {
    url: `smtp://127.0.0.1:${port}?tls.rejectUnauthorized=false`,
    mails,
    mailsTo,
    nextMail(to, seen = mailsTo(to).length, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = mailsTo(to)[seen];
          if (!mail) return;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
