// ... existing code ...
  minLength?: number;
  loading?: boolean;
  onSearch: (query: string) => void;
// ... existing code ...
  minLength = 2,
  loading = false,
  onSearch,
// ... existing code ...
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
// ... existing code ...
