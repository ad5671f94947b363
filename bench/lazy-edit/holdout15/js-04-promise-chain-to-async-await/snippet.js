// … existing code …

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

// … existing code …
