import { AppError } from '../../core/appError';
import type { Mailer, OutgoingMail } from '../../mail/mailer';
import { type Output, println } from '../context';

/** Sends the set-password email and says where it went; a failed send names the command that sends a new link. */
export const reportDelivery = async (out: Output, mailer: Mailer, mail: OutgoingMail, retryCommand: string) => {
  try {
    const receipt = await mailer.send(mail);
    println(
      out,
      receipt.path ? `Email written to ${receipt.path}` : `Email sent to ${mail.to} (${receipt.messageId}).`,
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new AppError(
      502,
      `The account is ready but the email could not be sent (${reason}). Run \`${retryCommand}\` to send a new link.`,
    );
  }
};
