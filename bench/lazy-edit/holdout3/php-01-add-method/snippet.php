<?php
// ... existing code ...
    public function send(Invoice $invoice): void
    {
        // ... existing code ...
    }

    public function markPaid(Invoice $invoice): void
    {
        $invoice->paid_at = now();
        $invoice->save();
    }
}
