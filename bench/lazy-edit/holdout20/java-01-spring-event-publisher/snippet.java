// ... existing code ...
import org.slf4j.LoggerFactory;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import com.acme.billing.domain.Invoice;
import com.acme.billing.domain.InvoiceStatus;
import com.acme.billing.event.InvoicePaidEvent;
import com.acme.billing.repository.InvoiceRepository;

// ... existing code ...
    private final InvoiceRepository invoices;
    private final Clock clock;
    private final ApplicationEventPublisher events;

    public InvoiceService(InvoiceRepository invoices, Clock clock, ApplicationEventPublisher events) {
        this.invoices = invoices;
        this.clock = clock;
        this.events = events;
    }

    // ... existing code ...
        invoice.setPaidOn(LocalDate.now(clock));
        log.info("invoice {} paid ({} {})", id, amount, invoice.getCurrency());
        Invoice saved = invoices.save(invoice);
        events.publishEvent(new InvoicePaidEvent(saved.getId(), amount));
        return saved;
    }
    // ... existing code ...
