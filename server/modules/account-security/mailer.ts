import type { Transporter } from 'nodemailer';
import type { Config } from '../../config.js';

/** A message to one person, in plain text. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Connects and greets the server once: start-up's check of SMTP_URL. */
  verify(): Promise<void>;
  close(): void;
}

/**
 * Mail through the operator's SMTP server (SMTP_URL, from SMTP_FROM), with nodemailer: its
 * URL form carries host, port, TLS (`smtps://`) and credentials. Loaded only when configured.
 */
export async function createMailer(smtp: NonNullable<Config['smtp']>): Promise<Mailer> {
  const { createTransport } = await import('nodemailer');
  const transport: Transporter = createTransport(smtp.url);
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from: smtp.from, to, subject, text });
    },
    async verify() {
      await transport.verify();
    },
    close: () => transport.close(),
  };
}
