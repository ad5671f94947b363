import React, { useMemo, useState } from 'react';
import classNames from 'classnames';
import { Spinner } from './Spinner';
import styles from './DataTable.module.css';

export interface Column<T> {
  key: keyof T & string;
  header: string;
  width?: number;
  render?: (row: T) => React.ReactNode;
}

export interface DataTableProps<T> {
  columns: Column<T>[];
  rows: T[];
  loading?: boolean;
  emptyMessage?: string;
  onRowClick?: (row: T) => void;
  selectedId?: string | number;
}

type SortState = { key: string; direction: 'asc' | 'desc' } | null;

export function DataTable<T extends { id: string | number }>({
  columns,
  rows,
  loading = false,
  emptyMessage = 'No data',
  onRowClick,
  selectedId,
}: DataTableProps<T>) {
  const [sort, setSort] = useState<SortState>(null);

  const sortedRows = useMemo(() => {
    if (!sort) return rows;
    const copy = [...rows];
    copy.sort((a, b) => {
      const av = a[sort.key as keyof T];
      const bv = b[sort.key as keyof T];
      if (av === bv) return 0;
      const result = av > bv ? 1 : -1;
      return sort.direction === 'asc' ? result : -result;
    });
    return copy;
  }, [rows, sort]);

  const toggleSort = (key: string) => {
    setSort((prev) => {
      if (!prev || prev.key !== key) return { key, direction: 'asc' };
      if (prev.direction === 'asc') return { key, direction: 'desc' };
      return null;
    });
  };

  if (loading) {
    return <Spinner />;
  }

  return (
    <table className={styles.table}>
      <thead>
        <tr>
          {columns.map((col) => (
            <th key={col.key} style={{ width: col.width }} onClick={() => toggleSort(col.key)}>
              {col.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {sortedRows.length === 0 ? (
          <tr>
            <td colSpan={columns.length} className={styles.empty}>
              {emptyMessage}
            </td>
          </tr>
        ) : (
          sortedRows.map((row) => (
            <tr
              key={row.id}
              className={classNames({
                [styles.clickable]: !!onRowClick,
                [styles.selected]: row.id === selectedId,
              })}
              onClick={() => onRowClick?.(row)}
            >
              {columns.map((col) => (
                <td key={col.key}>{col.render ? col.render(row) : String(row[col.key])}</td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
