// ... existing code ...
  onRowClick?: (row: T) => void;
  selectedId?: string | number;
}

// ... existing code ...
  onRowClick,
  selectedId,
}: DataTableProps<T>) {
// ... existing code ...
            <tr
              key={row.id}
              className={classNames({
                [styles.clickable]: !!onRowClick,
                [styles.selected]: row.id === selectedId,
              })}
              onClick={() => onRowClick?.(row)}
            >
              {/* ... existing code ... */}
