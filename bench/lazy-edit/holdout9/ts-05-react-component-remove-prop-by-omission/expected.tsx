import React, { useCallback, useEffect, useMemo, useState } from 'react';
import classNames from 'classnames';
import { Spinner } from './Spinner';
import { useDebounce } from '../hooks/useDebounce';
import styles from './SearchBox.module.css';

export interface SearchBoxProps {
  placeholder?: string;
  initialQuery?: string;
  minLength?: number;
  loading?: boolean;
  onSearch: (query: string) => void;
  onClear?: () => void;
}

export function SearchBox({
  placeholder = 'Search…',
  initialQuery = '',
  minLength = 2,
  loading = false,
  onSearch,
  onClear,
}: SearchBoxProps) {
  const [query, setQuery] = useState(initialQuery);
  const debouncedQuery = useDebounce(query, 300);

  useEffect(() => {
    if (debouncedQuery.trim().length >= minLength) {
      onSearch(debouncedQuery.trim());
    }
  }, [debouncedQuery, minLength, onSearch]);

  const handleChange = useCallback((event: React.ChangeEvent<HTMLInputElement>) => {
    setQuery(event.target.value);
  }, []);

  const handleClear = useCallback(() => {
    setQuery('');
    onClear?.();
  }, [onClear]);

  const handleKeyDown = useCallback(
    (event: React.KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Escape') {
        handleClear();
      }
    },
    [handleClear],
  );

  const className = useMemo(
    () => classNames(styles.root, { [styles.busy]: loading }),
    [loading],
  );

  return (
    <div className={className} role="search">
      <input
        type="search"
        className={styles.input}
        value={query}
        placeholder={placeholder}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        aria-label={placeholder}
      />
      {loading && <Spinner size="small" className={styles.spinner} />}
      {query && !loading && (
        <button type="button" className={styles.clear} onClick={handleClear} aria-label="Clear search">
          ×
        </button>
      )}
    </div>
  );
}
