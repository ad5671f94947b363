import logging
from dataclasses import dataclass
from decimal import Decimal
from typing import Optional

import stripe

from app.config import settings
from app.models import Customer, Invoice

logger = logging.getLogger(__name__)


class BillingError(Exception):
    pass


@dataclass
class ChargeResult:
    charge_id: str
    amount: Decimal
    currency: str
    status: str


class BillingService:
    def __init__(self, api_key: Optional[str] = None):
        self._client = stripe
        self._client.api_key = api_key or settings.STRIPE_SECRET_KEY

    def ensure_customer(self, customer: Customer) -> str:
        if customer.stripe_id:
            return customer.stripe_id
        created = self._client.Customer.create(
            email=customer.email,
            name=customer.display_name,
            metadata={"customer_id": str(customer.id)},
        )
        customer.stripe_id = created["id"]
        customer.save(update_fields=["stripe_id"])
        return customer.stripe_id

    def charge_invoice(self, invoice: Invoice) -> ChargeResult:
        stripe_customer = self.ensure_customer(invoice.customer)
        amount_cents = int(invoice.total * 100)
        try:
            charge = self._client.PaymentIntent.create(
                amount=amount_cents,
                currency=invoice.currency.lower(),
                customer=stripe_customer,
                confirm=True,
                off_session=True,
                metadata={"invoice_id": str(invoice.id)},
            )
        except stripe.error.CardError as exc:
            logger.warning("Card declined for invoice %s: %s", invoice.id, exc.user_message)
            raise BillingError(exc.user_message) from exc
        except stripe.error.StripeError as exc:
            logger.exception("Stripe error while charging invoice %s", invoice.id)
            raise BillingError("Payment provider error") from exc

        invoice.mark_paid(charge["id"])
        return ChargeResult(
            charge_id=charge["id"],
            amount=Decimal(charge["amount"]) / 100,
            currency=charge["currency"],
            status=charge["status"],
        )

    def cancel_subscription(self, subscription_id: str, at_period_end: bool = True) -> None:
        try:
            if at_period_end:
                self._client.Subscription.modify(subscription_id, cancel_at_period_end=True)
            else:
                self._client.Subscription.delete(subscription_id)
        except stripe.error.StripeError as exc:
            logger.exception("Failed to cancel subscription %s", subscription_id)
            raise BillingError("Could not cancel subscription") from exc

    def refund_charge(self, charge_id: str, amount: Optional[Decimal] = None) -> str:
        params = {"payment_intent": charge_id}
        if amount is not None:
            params["amount"] = int(amount * 100)
        try:
            refund = self._client.Refund.create(**params)
        except stripe.error.StripeError as exc:
            logger.exception("Failed to refund charge %s", charge_id)
            raise BillingError("Could not issue refund") from exc
        return refund["id"]
