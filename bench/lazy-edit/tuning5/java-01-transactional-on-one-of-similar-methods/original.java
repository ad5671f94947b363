package com.example.billing;

import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class InvoiceService {

    private final InvoiceRepository invoices;
    private final PaymentGateway gateway;

    public InvoiceService(InvoiceRepository invoices, PaymentGateway gateway) {
        this.invoices = invoices;
        this.gateway = gateway;
    }

    public Optional<Invoice> findById(long id) {
        return invoices.findById(id);
    }

    public List<Invoice> findOpen(long customerId) {
        return invoices.findByCustomerIdAndStatus(customerId, InvoiceStatus.OPEN);
    }

    public Invoice markPaid(long id, String reference) {
        Invoice invoice = invoices.findById(id).orElseThrow();
        invoice.setStatus(InvoiceStatus.PAID);
        invoice.setPaymentReference(reference);
        return invoices.save(invoice);
    }

    public Invoice markVoid(long id, String reason) {
        Invoice invoice = invoices.findById(id).orElseThrow();
        invoice.setStatus(InvoiceStatus.VOID);
        invoice.setVoidReason(reason);
        return invoices.save(invoice);
    }

    public Invoice charge(long id) {
        Invoice invoice = invoices.findById(id).orElseThrow();
        String reference = gateway.charge(invoice.getCustomerId(), invoice.getTotal());
        return markPaid(id, reference);
    }

    public BigDecimal outstandingTotal(long customerId) {
        return findOpen(customerId).stream()
                .map(Invoice::getTotal)
                .reduce(BigDecimal.ZERO, BigDecimal::add);
    }
}
