<?php

namespace App\Services;

use App\Models\Invoice;

class InvoiceService
{
    public function __construct(private Mailer $mailer)
    {
    }

    public function send(Invoice $invoice): void
    {
        $this->mailer->send($invoice->customer->email, 'invoice', ['invoice' => $invoice]);
        $invoice->sent_at = now();
        $invoice->save();
    }

    public function markPaid(Invoice $invoice): void
    {
        $invoice->paid_at = now();
        $invoice->save();
    }
}
