import { createTransport } from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Mailer, OutgoingMail } from './mailer.port.js';

/** Delivers over SMTP; `smtpUrl` is SMTP_URL, e.g. smtp://user:pass@mail.example.com:587 or smtps://... */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(smtpUrl: string) {
    this.transport = createTransport(smtpUrl);
  }

  async send(mail: OutgoingMail): Promise<void> {
    const { from, to, subject, html, text, headers } = mail;
    await this.transport.sendMail({ from, to, subject, html, text, headers });
  }

  close(): void {
    this.transport.close();
  }
}
