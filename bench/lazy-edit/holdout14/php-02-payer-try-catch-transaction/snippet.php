// ... existing code ...

    public function pay(Invoice $invoice, string $paymentMethodId): Payment
    {
        // ... existing code ...

        try {
            $intent = $this->stripe->paymentIntents->create([
                'amount' => $invoice->total_cents,
                'currency' => $invoice->currency,
                'customer' => $invoice->customer->stripe_id,
                'payment_method' => $paymentMethodId,
                'confirm' => true,
                'off_session' => true,
                'metadata' => ['invoice_id' => $invoice->id],
            ]);
        } catch (CardException $e) {
            Log::warning('Card declined', ['invoice_id' => $invoice->id, 'code' => $e->getDeclineCode()]);
            throw new PaymentFailed($e->getMessage(), previous: $e);
        }

        return DB::transaction(function () use ($invoice, $intent) {
            $payment = $invoice->payments()->create([
                'stripe_payment_intent_id' => $intent->id,
                'amount_cents' => $intent->amount,
                'status' => $intent->status,
            ]);
            $invoice->markPaid();

            return $payment;
        });
    }

    // ... existing code ...
