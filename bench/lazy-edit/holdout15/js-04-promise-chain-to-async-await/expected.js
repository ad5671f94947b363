import { randomUUID } from "node:crypto";

import { db } from "./db.js";
import { sendMail } from "./mailer.js";
import { renderTemplate } from "./templates.js";

const RESET_TOKEN_TTL_MINUTES = 30;

export function findUserByEmail(email) {
  return db("users").where({ email: email.toLowerCase() }).first();
}

export function createResetToken(userId) {
  const token = randomUUID();
  const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60 * 1000);
  return db("password_resets")
    .insert({ user_id: userId, token, expires_at: expiresAt })
    .then(() => token);
}

export async function requestPasswordReset(email) {
  const user = await findUserByEmail(email);
  if (!user) {
    return { sent: false };
  }
  const token = await createResetToken(user.id);
  const html = await renderTemplate("password-reset", {
    name: user.display_name,
    link: `https://app.example.com/reset?token=${token}`,
    ttl: RESET_TOKEN_TTL_MINUTES,
  });
  await sendMail({
    to: user.email,
    subject: "Reset your password",
    html,
  });
  return { sent: true };
}

export function consumeResetToken(token) {
  return db("password_resets")
    .where({ token })
    .andWhere("expires_at", ">", new Date())
    .first()
    .then((row) => {
      if (!row) {
        return null;
      }
      return db("password_resets")
        .where({ token })
        .del()
        .then(() => row.user_id);
    });
}
