package com.acme.billing.service;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import com.acme.billing.domain.Invoice;
import com.acme.billing.domain.InvoiceStatus;
import com.acme.billing.event.InvoicePaidEvent;
import com.acme.billing.repository.InvoiceRepository;

@Service
public class InvoiceService {

    private static final Logger log = LoggerFactory.getLogger(InvoiceService.class);

    private final InvoiceRepository invoices;
    private final Clock clock;
    private final ApplicationEventPublisher events;

    public InvoiceService(InvoiceRepository invoices, Clock clock, ApplicationEventPublisher events) {
        this.invoices = invoices;
        this.clock = clock;
        this.events = events;
    }

    @Transactional(readOnly = true)
    public Optional<Invoice> find(long id) {
        return invoices.findById(id);
    }

    @Transactional(readOnly = true)
    public List<Invoice> overdue() {
        LocalDate today = LocalDate.now(clock);
        return invoices.findByStatusAndDueDateBefore(InvoiceStatus.SENT, today);
    }

    @Transactional
    public Invoice markPaid(long id, BigDecimal amount) {
        Invoice invoice = invoices.findById(id)
                .orElseThrow(() -> new IllegalArgumentException("No invoice " + id));
        if (invoice.getStatus() != InvoiceStatus.SENT) {
            throw new IllegalStateException("Invoice " + id + " is " + invoice.getStatus());
        }
        if (amount.compareTo(invoice.getTotal()) < 0) {
            throw new IllegalArgumentException("Partial payments are not supported");
        }
        invoice.setStatus(InvoiceStatus.PAID);
        invoice.setPaidOn(LocalDate.now(clock));
        log.info("invoice {} paid ({} {})", id, amount, invoice.getCurrency());
        Invoice saved = invoices.save(invoice);
        events.publishEvent(new InvoicePaidEvent(saved.getId(), amount));
        return saved;
    }

    @Transactional
    public void voidInvoice(long id, String reason) {
        Invoice invoice = invoices.findById(id)
                .orElseThrow(() -> new IllegalArgumentException("No invoice " + id));
        invoice.setStatus(InvoiceStatus.VOID);
        invoice.setVoidReason(reason);
        invoices.save(invoice);
        log.info("invoice {} voided: {}", id, reason);
    }
}
