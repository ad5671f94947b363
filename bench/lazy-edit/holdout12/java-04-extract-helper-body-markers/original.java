package com.example.billing.service;

import com.example.billing.domain.Invoice;
import com.example.billing.domain.InvoiceStatus;
import com.example.billing.repository.InvoiceRepository;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.LocalDate;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class InvoiceService {

    private static final Logger log = LoggerFactory.getLogger(InvoiceService.class);

    private final InvoiceRepository invoices;
    private final Clock clock;

    public InvoiceService(InvoiceRepository invoices, Clock clock) {
        this.invoices = invoices;
        this.clock = clock;
    }

    @Transactional(readOnly = true)
    public List<Invoice> findOverdue() {
        LocalDate today = LocalDate.now(clock);
        return invoices.findByStatusAndDueDateBefore(InvoiceStatus.OPEN, today);
    }

    @Transactional
    public Invoice markPaid(Long invoiceId, BigDecimal amount) {
        Invoice invoice = invoices.findById(invoiceId)
                .orElseThrow(() -> new IllegalArgumentException("Unknown invoice " + invoiceId));
        if (invoice.getStatus() != InvoiceStatus.OPEN) {
            throw new IllegalStateException("Invoice " + invoiceId + " is not open");
        }
        if (amount.compareTo(invoice.getTotal()) < 0) {
            throw new IllegalArgumentException("Partial payments are not supported");
        }
        invoice.setStatus(InvoiceStatus.PAID);
        invoice.setPaidOn(LocalDate.now(clock));
        log.info("Invoice {} marked as paid", invoiceId);
        return invoices.save(invoice);
    }

    @Transactional
    public Invoice cancel(Long invoiceId, String reason) {
        Invoice invoice = invoices.findById(invoiceId)
                .orElseThrow(() -> new IllegalArgumentException("Unknown invoice " + invoiceId));
        if (invoice.getStatus() != InvoiceStatus.OPEN) {
            throw new IllegalStateException("Invoice " + invoiceId + " is not open");
        }
        invoice.setStatus(InvoiceStatus.CANCELLED);
        invoice.setCancellationReason(reason);
        log.info("Invoice {} cancelled: {}", invoiceId, reason);
        return invoices.save(invoice);
    }

    @Transactional
    public int sendReminders() {
        List<Invoice> overdue = findOverdue();
        for (Invoice invoice : overdue) {
            invoice.setReminderCount(invoice.getReminderCount() + 1);
            invoice.setLastReminderOn(LocalDate.now(clock));
        }
        invoices.saveAll(overdue);
        log.info("Sent {} invoice reminders", overdue.size());
        return overdue.size();
    }
}
