# ... existing methods ...

    def cancel_subscription(self, subscription_id: str, at_period_end: bool = True) -> None:
        # ... existing code ...

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
