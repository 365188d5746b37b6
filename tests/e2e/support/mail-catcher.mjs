// A real SMTP server for the browser tests, started by scripts/test-e2e.mjs before the app (whose
// start-up greets the mail server it is given) and stopped after the tests. It runs as
// smtp-server starts by default; each message it takes is written to `dir` as JSON
// ({to, subject, text}) for a spec to read (support/mail.ts).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Listens on a free port of 127.0.0.1; answers the SMTP_URL the app should use, and a stop. */
export async function startMailCatcher(dir) {
  let taken = 0;
  const server = new SMTPServer({
    authOptional: true,
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          taken += 1;
          const to = [mail.to ?? []].flat().flatMap((one) => one.value.map((v) => v.address));
          const file = join(dir, `${String(taken).padStart(4, '0')}.json`);
          writeFileSync(file, JSON.stringify({ to, subject: mail.subject, text: mail.text }));
          done();
        })
        .catch(done);
    },
  });
  // Its notice that the built-in certificate is not for production: true, and known.
  const warn = console.warn;
  console.warn = () => {};
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  console.warn = warn;
  const { port } = server.server.address();
  return {
    // The built-in certificate of its STARTTLS cannot be verified by anyone: taken as it is, as
    // an operator would for a relay with a self-signed certificate.
    url: `smtp://127.0.0.1:${port}?tls.rejectUnauthorized=false`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
