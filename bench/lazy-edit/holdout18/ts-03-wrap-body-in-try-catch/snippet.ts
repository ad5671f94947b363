// ... existing code ...

  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(req.body, signature, config.stripeWebhookSecret);
  } catch (err) {
    logger.warn({ err }, 'Invalid Stripe signature');
    res.status(400).send('Invalid signature');
    return;
  }

  try {
    switch (event.type) {
      case 'invoice.paid': {
        const invoice = event.data.object as Stripe.Invoice;
        await markSubscriptionActive(invoice.customer as string, invoice.period_end);
        break;
      }
      case 'customer.subscription.deleted': {
        const subscription = event.data.object as Stripe.Subscription;
        await markSubscriptionCanceled(subscription.customer as string);
        break;
      }
      default:
        logger.debug({ type: event.type }, 'Unhandled Stripe event');
    }
  } catch (err) {
    logger.error({ err, eventId: event.id, type: event.type }, 'Failed to process Stripe event');
    res.status(500).send('Webhook handler failed');
    return;
  }

  res.json({ received: true });
}
