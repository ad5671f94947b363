import { useEffect, useState } from 'react';
import { fetchInvoices } from '../api/invoices';
import type { Invoice } from '../types';
import { formatCurrency, formatDate } from '../utils/format';
import { Spinner } from './Spinner';
import { StatusBadge } from './StatusBadge';

// ... existing code ...
          <th>Number</th>
          <th>Date</th>
          <th>Due</th>
          <th>Status</th>
          {/* ... existing code ... */}
            <td>{invoice.number}</td>
            <td>{formatDate(invoice.issuedAt)}</td>
            <td>{invoice.dueAt ? formatDate(invoice.dueAt) : '—'}</td>
            <td>
              <StatusBadge status={invoice.status} />
            </td>
            {/* ... existing code ... */}
