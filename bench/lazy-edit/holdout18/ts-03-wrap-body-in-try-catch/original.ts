import type { Request, Response } from 'express';
import Stripe from 'stripe';
import { logger } from '../logger';
import { db } from '../db';
import { config } from '../config';

const stripe = new Stripe(config.stripeSecretKey, { apiVersion: '2023-10-16' });

async function markSubscriptionActive(customerId: string, periodEnd: number): Promise<void> {
  await db.subscription.update({
    where: { stripeCustomerId: customerId },
    data: { status: 'active', currentPeriodEnd: new Date(periodEnd * 1000) },
  });
}

async function markSubscriptionCanceled(customerId: string): Promise<void> {
  await db.subscription.update({
    where: { stripeCustomerId: customerId },
    data: { status: 'canceled' },
  });
}

export async function handleStripeWebhook(req: Request, res: Response): Promise<void> {
  const signature = req.headers['stripe-signature'];
  if (typeof signature !== 'string') {
    res.status(400).send('Missing signature');
    return;
  }

  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(req.body, signature, config.stripeWebhookSecret);
  } catch (err) {
    logger.warn({ err }, 'Invalid Stripe signature');
    res.status(400).send('Invalid signature');
    return;
  }

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

  res.json({ received: true });
}
