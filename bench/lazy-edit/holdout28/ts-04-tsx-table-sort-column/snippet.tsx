// ... existing code ...
import styles from './OrderTable.module.css';

type SortKey = 'createdAt' | 'total' | 'customer' | 'items';

// ... existing code ...
    case 'customer':
      return a.customer.name.localeCompare(b.customer.name);
    case 'items':
      return a.items.length - b.items.length;
    case 'createdAt':
// ... existing code ...

export function OrderTable({ orders, onSelect, selectedId, statusFilter = 'all' }: OrderTableProps) {
  // ... existing code ...
          <th>Status</th>
          <SortHeader
            label="Items"
            active={sortKey === 'items'}
            direction={direction}
            onClick={() => toggleSort('items')}
          />
          <SortHeader
            label="Total"
// ... existing code ...
            <td>
              <StatusBadge status={order.status} />
            </td>
            <td className={styles.numeric}>{order.items.length}</td>
            <td className={styles.numeric}>{formatCurrency(order.total, order.currency)}</td>
// ... existing code ...
