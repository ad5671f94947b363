<?php

declare(strict_types=1);

namespace App\Billing;

use App\Billing\Exceptions\PaymentFailed;
use App\Models\Invoice;
use App\Models\Payment;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Log;
use Stripe\Exception\CardException;
use Stripe\StripeClient;

final class InvoicePayer
{
    public function __construct(
        private readonly StripeClient $stripe,
    ) {
    }

    public function pay(Invoice $invoice, string $paymentMethodId): Payment
    {
        if ($invoice->isPaid()) {
            throw new \LogicException("Invoice {$invoice->number} is already paid.");
        }

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

    public function refund(Payment $payment, ?int $amountCents = null): void
    {
        $this->stripe->refunds->create(array_filter([
            'payment_intent' => $payment->stripe_payment_intent_id,
            'amount' => $amountCents,
        ]));

        $payment->update(['status' => 'refunded']);
        Log::info('Refunded payment', ['payment_id' => $payment->id, 'amount' => $amountCents]);
    }
}
